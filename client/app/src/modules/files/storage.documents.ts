import { graphql } from '../../__generated__';

export const DataCenterDocument = graphql(`
  query DataCenter($folder: String!) {
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
    recycleBin {
      bytes
      objects {
        key
        size
        lastModified
        origin
        originalKey
      }
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

export const RecycleFileDocument = graphql(`
  mutation RecycleFile($key: String!) {
    recycleFile(key: $key) {
      key
    }
  }
`);

export const RestoreRecycledFileDocument = graphql(`
  mutation RestoreRecycledFile($key: String!) {
    restoreRecycledFile(key: $key) {
      key
    }
  }
`);

export const EmptyRecycleBinDocument = graphql(`
  mutation EmptyRecycleBin {
    emptyRecycleBin {
      patients
      cases
      files
      freedBytes
    }
  }
`);

export const PresignedGetDocument = graphql(`
  query PresignedGet($key: String!) {
    presignedGet(key: $key)
  }
`);
