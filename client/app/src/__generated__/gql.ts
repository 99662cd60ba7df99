/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n": typeof types.AccountMenu_UserFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.AccountConsumptionDocument,
    "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.PaymentResultDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n": typeof types.RechargeDocument,
    "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.AccountSubscriptionsDocument,
    "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": typeof types.BuySubscriptionDocument,
    "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n": typeof types.AccountBalanceDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.ApplicationCatalogueDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n": typeof types.RsaPublicKeyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Dashboard {\n    me {\n      id\n      ...Greeting_user\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n": typeof types.Greeting_UserFragmentDoc,
    "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n": typeof types.DoctorsPageDocument,
    "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": typeof types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": typeof types.UpdateDoctorDocument,
    "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetDoctorDisabledDocument,
    "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDoctorDocument,
    "\n  query DataCenter($folder: String!, $recycle: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycled: storageObjectsAll(prefix: $recycle) {\n      key\n      size\n      lastModified\n    }\n  }\n": typeof types.DataCenterDocument,
    "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n": typeof types.CreateUploadDocument,
    "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n": typeof types.CompleteUploadDocument,
    "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n": typeof types.AbortUploadDocument,
    "\n  mutation MoveToRecycle($from: String!, $to: String!) {\n    copyObject(from: $from, to: $to) {\n      key\n    }\n    deleteObject(key: $from)\n  }\n": typeof types.MoveToRecycleDocument,
    "\n  mutation EmptyFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n": typeof types.EmptyFolderDocument,
    "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": typeof types.PresignedGetDocument,
    "\n  fragment BasicInfo_user on User {\n    id\n    name\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n": typeof types.BasicInfo_UserFragmentDoc,
    "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n": typeof types.ViewerModelFilesDocument,
    "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": typeof types.ViewerPresignedGetDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n": typeof types.SessionDocument,
};
const documents: Documents = {
    "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n": types.AccountMenu_UserFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.AccountConsumptionDocument,
    "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n": types.PaymentResultDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n": types.RechargeDocument,
    "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": types.AccountSubscriptionsDocument,
    "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": types.BuySubscriptionDocument,
    "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n": types.AccountBalanceDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": types.ApplicationCatalogueDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n": types.RsaPublicKeyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  query Dashboard {\n    me {\n      id\n      ...Greeting_user\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n": types.Greeting_UserFragmentDoc,
    "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n": types.DoctorsPageDocument,
    "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": types.UpdateDoctorDocument,
    "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.SetDoctorDisabledDocument,
    "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n": types.DeleteDoctorDocument,
    "\n  query DataCenter($folder: String!, $recycle: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycled: storageObjectsAll(prefix: $recycle) {\n      key\n      size\n      lastModified\n    }\n  }\n": types.DataCenterDocument,
    "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n": types.CreateUploadDocument,
    "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n": types.CompleteUploadDocument,
    "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n": types.AbortUploadDocument,
    "\n  mutation MoveToRecycle($from: String!, $to: String!) {\n    copyObject(from: $from, to: $to) {\n      key\n    }\n    deleteObject(key: $from)\n  }\n": types.MoveToRecycleDocument,
    "\n  mutation EmptyFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n": types.EmptyFolderDocument,
    "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": types.PresignedGetDocument,
    "\n  fragment BasicInfo_user on User {\n    id\n    name\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n": types.BasicInfo_UserFragmentDoc,
    "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n    }\n  }\n": types.SettingsDocument,
    "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n": types.ViewerModelFilesDocument,
    "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": types.ViewerPresignedGetDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n": types.SessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n"): (typeof documents)["\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      ...Greeting_user\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      ...Greeting_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataCenter($folder: String!, $recycle: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycled: storageObjectsAll(prefix: $recycle) {\n      key\n      size\n      lastModified\n    }\n  }\n"): (typeof documents)["\n  query DataCenter($folder: String!, $recycle: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycled: storageObjectsAll(prefix: $recycle) {\n      key\n      size\n      lastModified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n"): (typeof documents)["\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveToRecycle($from: String!, $to: String!) {\n    copyObject(from: $from, to: $to) {\n      key\n    }\n    deleteObject(key: $from)\n  }\n"): (typeof documents)["\n  mutation MoveToRecycle($from: String!, $to: String!) {\n    copyObject(from: $from, to: $to) {\n      key\n    }\n    deleteObject(key: $from)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n"): (typeof documents)["\n  mutation EmptyFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"): (typeof documents)["\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasicInfo_user on User {\n    id\n    name\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n"): (typeof documents)["\n  fragment BasicInfo_user on User {\n    id\n    name\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n"): (typeof documents)["\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"): (typeof documents)["\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;