import { useEffect, useRef, type CSSProperties } from 'react';
import { DentalViewer, type DentalViewerOptions, type ReadyEvent, type ToolName } from '../core/dental-viewer.js';
import type { ImporterError } from '../errors.js';
import type { ModelSource } from '../loaders/load-model.js';
import type { Measurement } from '../tools/measure-tool.js';
import type { AlignmentResult } from '../tools/alignment/align-models.js';
import type { PickHit } from '../core/picking.js';

/** Props of the React `<Viewer>`. */
export interface ViewerProps {
  /** Models to show; changing the list (by id, url, type, colour, alpha) reloads them. */
  models: ModelSource[];
  /** Active pointer tool. */
  tool?: ToolName;
  /** Options fixed at mount. */
  options?: DentalViewerOptions;
  className?: string;
  style?: CSSProperties;
  /** Every requested model settled and the first frame rendered. */
  onReady?: (e: ReadyEvent) => void;
  /** A distance or angle measurement completed. */
  onMeasure?: (m: Measurement) => void;
  onError?: (error: ImporterError, source: ModelSource) => void;
  onClick?: (hit: PickHit | null) => void;
  onAlign?: (r: AlignmentResult & { sourceId: string; targetId: string }) => void;
  /** Receives the imperative DentalViewer after mount (null on unmount) for toolbar actions. */
  onViewer?: (viewer: DentalViewer | null) => void;
}

function modelsKey(models: ModelSource[]): string {
  return JSON.stringify(
    models.map((m) => [m.id, m.url, m.type, m.mtlUrl, m.textureUrl, m.lastModified, m.data?.byteLength]),
  );
}

/** Thin React wrapper over DentalViewer: a div the viewer fills, props forwarded as calls and events. */
export function Viewer(props: Props) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<DentalViewer | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const v = new DentalViewer(host.current!, latest.current.options);
    viewer.current = v;
    const offs = [
      v.events.on('ready', (e) => latest.current.onReady?.(e)),
      v.events.on('measure', (m) => latest.current.onMeasure?.(m)),
      v.events.on('error', ({ error, source }) => latest.current.onError?.(error, source)),
      v.events.on('click', (h) => latest.current.onClick?.(h)),
      v.events.on('align', (r) => latest.current.onAlign?.(r)),
    ];
    latest.current.onViewer?.(v);
    return () => {
      offs.forEach((off) => off());
      latest.current.onViewer?.(null);
      v.dispose();
      viewer.current = null;
    };
  }, []);

  const key = modelsKey(props.models);
  useEffect(() => {
    void viewer.current?.loadModels(latest.current.models, { replace: true }).catch(() => undefined);
  }, [key]);

  useEffect(() => {
    for (const m of props.models) {
      const loaded = viewer.current?.getModel(m.id);
      if (!loaded) continue;
      if (m.visible !== undefined) viewer.current!.setModelVisible(m.id, m.visible);
      if (m.color !== undefined) viewer.current!.setModelColor(m.id, m.color, m.alpha ?? 1);
    }
  }, [props.models]);

  useEffect(() => {
    viewer.current?.setTool(props.tool ?? null);
  }, [props.tool]);

  return (
    <div
      ref={host}
      className={props.className}
      style={{ position: 'relative', width: '100%', height: '100%', ...props.style }}
    />
  );
}

type Props = ViewerProps;
