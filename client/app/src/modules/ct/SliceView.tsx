import { makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { drawSlice, extractSlice, sliceCount, type CtVolume, type SliceAxis, type WindowLevel } from '@odontia/viewer';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { crosshairOf, dragWindow, fitSize, type Voxel } from './ct-views';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    minHeight: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalS,
    gap: tokens.spacingVerticalXS,
  },
  box: {
    flexGrow: 1,
    minHeight: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#000',
  },
  canvas: { cursor: 'crosshair', imageRendering: 'pixelated' },
});

interface Props {
  volume: CtVolume;
  axis: SliceAxis;
  voxel: Voxel;
  window: WindowLevel;
  crosshair: boolean;
  /** The slice of this view; with sync on it follows the voxel. */
  index: number;
  onIndex(index: number): void;
  /** An image pixel of this view was clicked. */
  onPick(px: number, py: number): void;
  /** The window level was dragged (right mouse button). */
  onWindow(window: WindowLevel): void;
}

/** One slice view (axial, coronal or sagittal): the windowed image at its physical proportions, a slice slider, a crosshair. */
export function SliceView({ volume, axis, voxel, window, crosshair, index, onIndex, onPick, onWindow }: Props) {
  const styles = useStyles();
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [boxSize, setBoxSize] = useState({ width: 0, height: 0 });
  const drag = useRef<{ x: number; y: number; start: WindowLevel } | null>(null);
  const count = sliceCount(volume, axis);
  const image = useMemo(() => extractSlice(volume, axis, index, window), [volume, axis, index, window]);

  useLayoutEffect(() => {
    const el = box.current!;
    const observer = new ResizeObserver(() => setBoxSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    drawSlice(canvas.current!, image, crosshair ? crosshairOf(volume, axis, voxel) : undefined);
  }, [image, crosshair, volume, axis, voxel]);

  const display = fitSize(
    image.width * image.pixelSpacing[0],
    image.height * image.pixelSpacing[1],
    boxSize.width,
    boxSize.height,
  );
  const label = t(`ct.${axis}`);
  return (
    <section className={styles.root} aria-label={label}>
      <Text size={200} weight="semibold">
        {t('ct.slice', { view: label, index: index + 1, count })}
      </Text>
      <div ref={box} className={styles.box}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          data-testid={`ct-${axis}`}
          data-slice={index}
          style={{ width: display.width, height: display.height }}
          onContextMenu={(event) => event.preventDefault()}
          onPointerDown={(event) => {
            if (event.button !== 2) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY, start: window };
          }}
          onPointerMove={(event) => {
            const d = drag.current;
            if (d) onWindow(dragWindow(d.start, event.clientX - d.x, event.clientY - d.y));
          }}
          onPointerUp={() => (drag.current = null)}
          onClick={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) return;
            onPick(
              ((event.clientX - rect.left) / rect.width) * image.width,
              ((event.clientY - rect.top) / rect.height) * image.height,
            );
          }}
        />
      </div>
      <Slider
        aria-label={label}
        min={0}
        max={Math.max(0, count - 1)}
        value={index}
        onChange={(_, data) => onIndex(data.value)}
        size="small"
      />
    </section>
  );
}
