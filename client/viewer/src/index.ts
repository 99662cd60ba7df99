/**
 * @odontia/viewer: the 3D model and CT viewer of Odontia. Framework-agnostic core (DentalViewer),
 * a thin React component (Viewer), loaders, exporters, measuring and alignment tools, and CT helpers.
 * It knows nothing about GraphQL or the app: pass URLs, models and callbacks.
 */
export { MODEL_GROUPS, MODEL_IDS, MODEL_TYPES, TOOL_TYPES, VIEWER, STL, MODEL_DATABASE } from './constants.js';
export type { ModelGroupName, ModelId, ModelType } from './constants.js';
export { ImporterError, ImporterErrorCode, ViewerError, MESSAGES } from './errors.js';

export { DentalViewer, READY_EVENT } from './core/dental-viewer.js';
export type { DentalViewerOptions, ReadyEvent, ToolName, ViewerEvents } from './core/dental-viewer.js';
export type { PickHit } from './core/picking.js';
export type { MarkerOptions, Marker } from './core/markers.js';
export { Viewer } from './react/Viewer.js';
export type { ViewerProps } from './react/Viewer.js';

export { loadModel, fetchModelData, buildModelObject } from './loaders/load-model.js';
export type { ModelSource, LoadedModel, LoadOptions } from './loaders/load-model.js';
export { parseStl, isBinaryStl } from './loaders/stl.js';
export { parsePly } from './loaders/ply.js';
export { parseObj, parseMtl } from './loaders/obj.js';
export type { MtlMaterial } from './loaders/obj.js';
export { parseGltf } from './loaders/gltf.js';
export { decodeDraco } from './loaders/drc.js';
export { getDracoDecoderModule, getDracoEncoderModule } from './loaders/draco-module.js';
export { parseModelBuffer, modelTypeFromName } from './loaders/parse.js';
export { toBufferGeometry, fromBufferGeometry } from './loaders/mesh-data.js';
export type { MeshData, ParsedModel } from './loaders/mesh-data.js';
export { createModelMaterial } from './loaders/material.js';
export { modelCache } from './loaders/model-cache.js';
export { ParseWorkerPool } from './loaders/worker-pool.js';

export { exportModels, exportMeshes, downloadFile } from './exporters/export-models.js';
export type { ExportFormat, ExportedFile } from './exporters/export-models.js';
export { writeStl } from './exporters/stl.js';
export { writeObj } from './exporters/obj.js';
export { writePly } from './exporters/ply.js';
export { writeGlb } from './exporters/glb.js';
export { writeDrc } from './exporters/drc.js';

export { MeasureTool, distanceOf, angleOf } from './tools/measure-tool.js';
export type { Measurement } from './tools/measure-tool.js';
export { SectionPlane } from './tools/section-plane.js';
export { buildBvh, raycastBvh } from './tools/bvh.js';
export type { Bvh, BvhHit } from './tools/bvh.js';
export { meshBounds, meshVolume, meshArea } from './tools/mesh-stats.js';
export { alignPoints, alignModels, worldNormals, worldVertices } from './tools/alignment/align-models.js';
export { registerScanToCt, SCAN_TO_CT } from './tools/alignment/register-scan.js';
export { alignScansInWorker, registerScanInWorker } from './tools/alignment/alignment-in-worker.js';
export { alignScans, SCAN_TO_SCAN, type ScanAlignment } from './tools/alignment/align-scans.js';
export type { ScanRegistrationResult } from './tools/alignment/register-scan.js';
export type { AlignmentResult } from './tools/alignment/align-models.js';
export { kabsch } from './tools/alignment/kabsch.js';
export type { Rigid } from './tools/alignment/kabsch.js';
export { icp } from './tools/alignment/icp.js';
export { svd3 } from '@odontia/shared';
export { KdTree } from './tools/alignment/kdtree.js';

export { parseDicomSeries, CtParseError, SERIES_RULE } from './ct/dicom.js';
export { loadSeries, readSeries } from './ct/read-series.js';
export type { CtVolume, DicomFile, SkippedFile } from './ct/dicom.js';
export { seriesFiles } from './ct/zip.js';
export { extractSlice, sliceCount, syncFromSlice, drawSlice, BONE_WINDOW } from './ct/slices.js';
export type { SliceAxis, SliceImage, WindowLevel } from './ct/slices.js';
export { CtSlicePlanes, voxelAt } from './ct/slice-planes.js';
export { voxelPosition } from './ct-segmentation/frame.js';
export { marchingCubes } from './ct/marching-cubes.js';
export type { Isosurface } from './ct/marching-cubes.js';

export * from './playback/index.js';
export { CrownEditor } from './sculpt/crown-editor.js';
export type { CrownEditorEvents, CrownMap, CrownSurroundings } from './sculpt/crown-editor.js';
export { CrownPointer } from './sculpt/crown-pointer.js';
export type { CrownTool } from './sculpt/crown-pointer.js';
export { DragHandles } from './sculpt/handles.js';
export type { HandleMove } from './sculpt/handles.js';
export type { BrushKind, BrushSettings } from './sculpt/brush.js';
export { weldVertices } from './sculpt/mesh.js';
export { MarginLineEditor, controlPointsOf, marginCurve } from './sculpt/margin-line.js';
export { closeCrown } from './sculpt/close-crown.js';
export type { ClosedCrown } from './sculpt/close-crown.js';
export { extractIsosurface, ctBoneModel, surfaceModel, BONE_ISO_HU } from './ct/isosurface.js';
export { segmentInWorker } from './ct-segmentation/run.js';
export { runSegmentationPipeline } from './ct-segmentation/pipeline.js';
export type { SegmentationResult } from './ct-segmentation/pipeline.js';
export { segmentCt, LABELS, VOXEL_STRUCTURES } from './ct-segmentation/segment.js';
export type { Segmentation, SegmentOptions, VoxelStructure } from './ct-segmentation/segment.js';
export { ctLevels, histogram, otsu } from './ct-segmentation/levels.js';
export type { CtLevels } from './ct-segmentation/levels.js';
export { structureSurface } from './ct-segmentation/surfaces.js';
export { suggestCondyles } from './ct-segmentation/condyles.js';
export type { CondyleSuggestion } from './ct-segmentation/condyles.js';
export { canalTube, snapToLumen, splineThrough } from './ct-segmentation/canal.js';
export type { CanalTube } from './ct-segmentation/canal.js';
export { jointSurfaces, jointSpaceAt, jointSpaceOverTime, jointSpaceOverTrack } from './ct-segmentation/joint-space.js';
export type { JointSurfaces, JointSpace, JointSpaceTrack } from './ct-segmentation/joint-space.js';
