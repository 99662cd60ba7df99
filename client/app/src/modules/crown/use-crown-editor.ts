import {
  CrownEditor,
  CrownPointer,
  type BrushSettings,
  type CrownMap,
  type CrownTool,
  type DentalViewer,
  meshBounds,
  type MeshData,
} from '@odontia/viewer';
import { useEffect, useRef, useState } from 'react';
import { proposalView } from './crown-views';

/** The meshes the editor works on: the proposed crown, its inner surface and what it must touch. */
export interface CrownMeshes {
  outer: MeshData;
  inner: MeshData | null;
  /** Neighbour teeth and the opposing scan. */
  others: MeshData[];
  /** The scan holding the prepared tooth and the opposing scan, when loaded (they place the camera). */
  prepared: MeshData | null;
  opposing: MeshData | null;
}

export interface CrownEditorState {
  editor: CrownEditor | null;
  tool: CrownTool;
  setTool(tool: CrownTool): void;
  brush: BrushSettings;
  setBrush(brush: BrushSettings): void;
  map: CrownMap;
  setMap(map: CrownMap): void;
  steps: string[];
  recover(count: number): void;
  summary: { thinnest: number; closest: number };
}

/**
 * The crown editor on the page's viewer: made when the crown arrives, its tools, maps and Recover
 * steps as React state; the summary follows every edit.
 */
export function useCrownEditor(
  viewer: DentalViewer | null,
  meshes: CrownMeshes | null,
  minThickness: number,
): CrownEditorState {
  const [editor, setEditor] = useState<CrownEditor | null>(null);
  const pointer = useRef<CrownPointer | null>(null);
  const [tool, setToolState] = useState<CrownTool>(null);
  const [brush, setBrushState] = useState<BrushSettings>({ radius: 1, strength: 0.5 });
  const [map, setMapState] = useState<CrownMap>('thickness');
  const [steps, setSteps] = useState<string[]>([]);
  const [summary, setSummary] = useState({ thinnest: Infinity, closest: Infinity });

  useEffect(() => {
    if (!viewer || !meshes) return;
    const e = new CrownEditor(meshes.outer, { inner: meshes.inner ?? undefined, others: meshes.others });
    viewer.scene.add(e.object);
    const p = new CrownPointer(viewer, e);
    pointer.current = p;
    const measure = () => setSummary({ thinnest: e.thicknessSummary().min, closest: e.closestContact() });
    const offs = [
      e.events.on('steps', ({ tools }) => (setSteps(tools), measure())),
      e.events.on('changed', viewer.invalidate),
    ];
    measure();
    setEditor(e);
    // Frame the crown from buccal-occlusal, from outside the scans: the tools work on it.
    const { center, radius } = e.bounds();
    const view = meshes.prepared
      ? proposalView({ center, radius }, meshBounds(meshes.prepared), meshes.opposing && meshBounds(meshes.opposing))
      : null;
    void viewer.flyTo(center, { radius: view?.distance ?? radius * 4, from: view?.from, duration: 0 });
    setSteps([]);
    return () => {
      offs.forEach((off) => off());
      p.dispose();
      e.dispose();
      pointer.current = null;
      setEditor(null);
    };
  }, [viewer, meshes]);

  useEffect(() => editor?.setMap(map, minThickness), [editor, map, minThickness]);
  useEffect(() => {
    if (editor) editor.brush = brush;
  }, [editor, brush]);
  useEffect(() => pointer.current?.setTool(tool), [editor, tool]);

  return {
    editor,
    tool,
    setTool: setToolState,
    brush,
    setBrush: setBrushState,
    map,
    setMap: setMapState,
    steps,
    recover: (count) => editor?.recoverTo(count),
    summary,
  };
}
