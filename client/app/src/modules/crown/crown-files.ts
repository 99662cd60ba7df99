import { parseModelBuffer, type MeshData } from '@odontia/viewer';

/** A crown surface the design stored (binary STL), read from its presigned URL. */
export async function loadCrownMesh(url: string): Promise<MeshData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`crown mesh answered ${response.status}`);
  const parsed = await parseModelBuffer('stl', await response.arrayBuffer());
  return parsed.meshes[0]!;
}
