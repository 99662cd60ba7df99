import { graphql } from '../../__generated__';

export const TrajectoryCaseDocument = graphql(`
  query TrajectoryCase($caseId: ID!, $productType: Int) {
    trajectoryCase(caseId: $caseId, productType: $productType) {
      caseId
      caseGroupId
      productId
      productType
      patientId
      patientName
      recordName
      status
    }
  }
`);

export const TrajectoryCasesDocument = graphql(`
  query TrajectoryCases($productId: Int!) {
    cases(productId: $productId, limit: 100) {
      items {
        id
        recordName
        patient {
          id
          name
        }
      }
    }
  }
`);

export const TrajectoryRecordingsDocument = graphql(`
  query TrajectoryRecordings($caseId: ID!) {
    jawRecordings(caseId: $caseId) {
      id
      kind
      movementType
      name
      frameCount
      validFrames
      durationMs
      meanQuality
      registrationResidualMm
      size
      url
    }
  }
`);

export const TrajectoryAnalysisDocument = graphql(`
  query TrajectoryAnalysis($caseId: ID!) {
    jawAnalysis(caseId: $caseId) {
      caseId
      referencePlane
      condyleSource
      ctRegistration
      occlusalSource
      frankfortSource
      frankfortOffsetDeg
      alaTragusSource
      occlusalToFrankfortDeg
      occlusalToAlaTragusDeg
      dentalMidlineOffsetMm
      midline {
        point
        normal
      }
      ip
      lc
      rc
      plane {
        normal
        anterior
      }
      occlusalPlane {
        normal
        anterior
      }
      bonwill {
        sideLeftMm
        sideRightMm
        intercondylarMm
      }
      balkwillAngleDeg
      stablePositions {
        recordingId
        ip
        lc
        rc
        frames
      }
      stable {
        collections
        ipMean
        lcMean
        rcMean
        ipSpreadMm
        lcSpreadMm
        rcSpreadMm
        leftDisplacementMm
        rightDisplacementMm
      }
      recordings {
        recordingId
        movementType
        frameCount
        validFrames
        incisalTravelMm
        maxOpeningMm
        lateralIncisalMm
        protrusionMm
        condylarInclination {
          side
          at3mmDeg
          at5mmDeg
        }
        nonWorkingSide
        bennettAngleDeg
        immediateSideShiftMm
        incisalGuidanceDeg
        openingDeviationMm
        hingeAxis {
          frames
        }
        chewCycles
        chewCycleMs
        retrusionMm
      }
      summary {
        maxOpeningMm
        protrusionMm
        laterotrusionLeftMm
        laterotrusionRightMm
        condylarInclinationLeft3mmDeg
        condylarInclinationLeft5mmDeg
        condylarInclinationRight3mmDeg
        condylarInclinationRight5mmDeg
        bennettLeftDeg
        bennettRightDeg
        immediateSideShiftLeftMm
        immediateSideShiftRightMm
        incisalGuidanceSagittalDeg
        incisalGuidanceLateralLeftDeg
        incisalGuidanceLateralRightDeg
        openingDeviationMm
      }
    }
  }
`);

export const TrajectoryFacebowFieldsFragment = graphql(`
  fragment TrajectoryFacebowFields on Facebow {
    caseGroupId
    config
    collected
    collectedAt
  }
`);

export const TrajectoryFacebowDocument = graphql(`
  query TrajectoryFacebow($caseGroupId: ID!) {
    facebow(caseGroupId: $caseGroupId) {
      ...TrajectoryFacebowFields @unmask
    }
    caseTask(caseGroupId: $caseGroupId) {
      id
      status
    }
  }
`);

export const SaveFacebowConfigDocument = graphql(`
  mutation TrajectorySaveConfig($caseGroupId: ID!, $config: JSONObject!) {
    saveFacebowConfig(caseGroupId: $caseGroupId, config: $config) {
      ...TrajectoryFacebowFields @unmask
      invalidated
    }
  }
`);

export const RecordCollectionDocument = graphql(`
  mutation TrajectoryRecordCollection($caseGroupId: ID!, $data: JSONObject!) {
    recordFacebowCollection(caseGroupId: $caseGroupId, data: $data) {
      ...TrajectoryFacebowFields @unmask
    }
  }
`);

export const ImportFacebowConfigDocument = graphql(`
  mutation TrajectoryImportConfig($caseId: ID!, $fromCaseId: ID!) {
    importFacebowConfig(caseId: $caseId, fromCaseId: $fromCaseId) {
      ...TrajectoryFacebowFields @unmask
      invalidated
    }
  }
`);

export const SetJawMarksDocument = graphql(`
  mutation TrajectorySetMarks($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {
    setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) {
      caseGroupId
      config
      invalidated
    }
  }
`);

export const TrajectoryScansDocument = graphql(`
  query TrajectoryScans($caseId: ID!) {
    modelFiles(caseId: $caseId) {
      id
      name
      size
      type
    }
  }
`);
