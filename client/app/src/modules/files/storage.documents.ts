import { graphql } from '../../__generated__';

export const DataCenterDocument = graphql(`
  query DataCenter($folder: String!, $recycle: String!) {
    storageUsage {
      usedBytes
      quotaBytes
      reservedBytes
      recycleBytes
    }
    files: storageObjectsAll(prefix: $folder) {
      key
      size
      lastModified
    }
    recycled: storageObjectsAll(prefix: $recycle) {
      key
      size
      lastModified
    }
  }
`);

export const CreateUploadDocument = graphql(`
  mutation CreateUpload($input: CreateUploadInput!) {
    createUpload(input: $input) {
      key
      uploadId
      partSize
      parts {
        partNumber
        url
      }
    }
  }
`);

export const CompleteUploadDocument = graphql(`
  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {
    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {
      key
      size
    }
  }
`);

export const AbortUploadDocument = graphql(`
  mutation AbortUpload($key: String!, $uploadId: String!) {
    abortUpload(key: $key, uploadId: $uploadId)
  }
`);

export const MoveToRecycleDocument = graphql(`
  mutation MoveToRecycle($from: String!, $to: String!) {
    copyObject(from: $from, to: $to) {
      key
    }
    deleteObject(key: $from)
  }
`);

export const EmptyFolderDocument = graphql(`
  mutation EmptyFolder($prefix: String!) {
    deleteFolder(prefix: $prefix)
  }
`);

export const PresignedGetDocument = graphql(`
  query PresignedGet($key: String!) {
    presignedGet(key: $key)
  }
`);
