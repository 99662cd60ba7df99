import { graphql } from '../../__generated__';

export const SharedSmileDocument = graphql(`
  query SharedSmile($token: String!) {
    sharedSmile(token: $token) {
      marks
      parameters
      result
      faceUrl
      landmarksUrl
      smilePhotoUrl
      smileLandmarksUrl
      expiresAt
    }
  }
`);
