import type { ApolloClient } from '@apollo/client';
import { checkCrownSolid, ErrorCatalogue } from '@odontia/shared';
import { closeCrown, downloadFile, exportMeshes, writeStl, type MeshData } from '@odontia/viewer';
import { graphql } from '../../__generated__';
import { uploadBlob } from '../files/upload-blob';
import { CrownFolderDocument, SaveCrownMeshDocument } from './crown.documents';
import type { CrownExportFormat } from './FinishPanel';

const AttachCrownFileDocument = graphql(`
  mutation AttachCrownFile($input: AttachModelFileInput!) {
    attachModelFile(input: $input) {
      id
    }
  }
`);

const ConfirmCrownDocument = graphql(`
  mutation ConfirmCrown($caseGroupId: ID!) {
    confirmCaseTask(caseGroupId: $caseGroupId) {
      id
      status
    }
  }
`);

/** Why Finish refused, as a message id (or catalogue message) with values. */
export class FinishRefused extends Error {
  constructor(
    readonly messageId: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageId);
    this.name = 'FinishRefused';
  }
}

/** The file name of an exported crown: the tooth number in it (crown-36.stl). */
export const crownFileName = (tooth: number, format: CrownExportFormat) => `crown-${tooth}.${format}`;

/**
 * Finish: the wall must be at least the minimal thickness everywhere it was measured; the edited
 * outer surface is joined to the inner surface into one closed crown, stored in the case group's
 * crown folder, recorded as the design's edited crown and as a model file of the case (so the viewer
 * opens it), and the design is confirmed. Answers the closed crown and its model file id.
 */
export async function finishCrown(
  client: ApolloClient,
  {
    caseGroupId,
    caseId,
    tooth,
    outer,
    inner,
    thinPoints,
    minThickness,
  }: {
    caseGroupId: string;
    caseId: number;
    tooth: number;
    outer: MeshData;
    inner: MeshData;
    thinPoints: number;
    minThickness: number;
  },
): Promise<{ crown: MeshData; fileId: string }> {
  if (thinPoints > 0) throw new FinishRefused('crown.finish.thin', { count: thinPoints, min: minThickness });
  const closed = closeCrown(outer, inner);
  if (!closed.ok)
    throw new FinishRefused('crown.finish.open', { count: closed.open + closed.nonManifold + closed.misoriented });
  // The server refuses what fails this check; refusing here saves the upload.
  const solid = checkCrownSolid({ positions: closed.mesh.positions, indices: closed.mesh.indices! });
  if (!solid.ok) throw new FinishRefused(ErrorCatalogue[solid.reason].message, solid.values);
  const folder = await client.query({
    query: CrownFolderDocument,
    variables: { caseGroupId },
    fetchPolicy: 'no-cache',
  });
  const key = await uploadBlob(client, {
    key: `${folder.data!.crownFolder}${crownFileName(tooth, 'stl')}`,
    blob: new Blob([writeStl([closed.mesh])], { type: 'model/stl' }),
    kind: 'model',
    contentType: 'model/stl',
  });
  await client.mutate({ mutation: SaveCrownMeshDocument, variables: { caseGroupId, key } });
  const attached = await client.mutate({
    mutation: AttachCrownFileDocument,
    variables: { input: { caseId: String(caseId), key, type: 'stl', name: crownFileName(tooth, 'stl') } },
  });
  await client.mutate({ mutation: ConfirmCrownDocument, variables: { caseGroupId } });
  return { crown: closed.mesh, fileId: attached.data!.attachModelFile.id };
}

/** Downloads the finished crown as binary STL, PLY, OBJ or Draco, named after its tooth. */
export async function exportCrown(crown: MeshData, tooth: number, format: CrownExportFormat): Promise<void> {
  const file = await exportMeshes([crown], format);
  downloadFile({ ...file, fileName: crownFileName(tooth, format) });
}
