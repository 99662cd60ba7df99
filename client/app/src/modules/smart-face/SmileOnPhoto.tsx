import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { downloadFile } from '@odontia/viewer';
import {
  coveredArea,
  mouthContour,
  oralShade,
  smilePreview,
  type FaceLandmarksFile,
  type SmileDesign,
  type SmilePreview,
} from '@odontia/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  frame: { flexGrow: 1, minHeight: 0, display: 'flex', justifyContent: 'center' },
  canvas: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
});

/** Enamel white, darkened where a crown's surface turns away from the camera; the outline a line of shadow. */
const ENAMEL = [246, 241, 228];
const OUTLINE = 'rgba(92, 74, 58, 0.85)';
/**
 * Enamel is not one colour: dentine shows warm through the thin enamel at the neck of a tooth, and the
 * incisal edge, enamel only, is translucent and reads grey-blue against the dark mouth. Stops from the
 * cervical to the incisal end of the crown as the photo shows it.
 */
const ENAMEL_LAYERS: readonly [number, string][] = [
  [0, 'rgba(206, 168, 110, 0.3)'],
  [0.35, 'rgba(206, 168, 110, 0)'],
  [0.72, 'rgba(150, 166, 192, 0)'],
  [1, 'rgba(150, 166, 192, 0.4)'],
];

const path = (g: CanvasRenderingContext2D, points: readonly (readonly [number, number])[]) => {
  g.beginPath();
  points.forEach(([u, v], i) => (i ? g.lineTo(u, v) : g.moveTo(u, v)));
  g.closePath();
};

type Rgb = readonly [number, number, number];

/**
 * The photo, and the designed crowns inside the smile's inner lip contour when `preview` is given; `cover`, the
 * mouth's shadow, hides the present teeth behind the design; `pixel` is one canvas pixel in photo pixels (lines
 * keep their width on a zoomed canvas).
 */
function drawSmile(
  g: CanvasRenderingContext2D,
  photo: ImageBitmap,
  preview: SmilePreview | null,
  cover: Rgb | null,
  pixel = 1,
): void {
  g.drawImage(photo, 0, 0);
  if (!preview) return;
  g.save();
  path(g, preview.mouth);
  g.clip();
  const area = cover && coveredArea(preview);
  if (area) {
    g.fillStyle = `rgb(${cover.join(',')})`;
    g.fillRect(area.left, 0, area.right - area.left, area.bottom);
  }
  g.lineJoin = 'round';
  for (const tooth of preview.teeth) {
    g.lineWidth = 0.6 * pixel;
    for (const { points, shade } of tooth.triangles) {
      const k = 0.6 + 0.4 * shade;
      const colour = `rgb(${ENAMEL.map((c) => Math.round(c * k)).join(',')})`;
      g.fillStyle = colour;
      // the stroke closes the hairline gaps antialiasing leaves between neighbouring triangles
      g.strokeStyle = colour;
      path(g, points);
      g.fill();
      g.stroke();
    }
    const ys = tooth.outline.map((p) => p[1]);
    const layers = g.createLinearGradient(0, Math.min(...ys), 0, Math.max(...ys));
    for (const [at, colour] of ENAMEL_LAYERS) layers.addColorStop(at, colour);
    g.fillStyle = layers;
    path(g, tooth.outline);
    g.fill();
    g.lineWidth = 1.2 * pixel;
    g.strokeStyle = OUTLINE;
    path(g, tooth.outline);
    g.stroke();
  }
  g.restore();
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Canvas pixels per photo pixel. */
  scale: number;
}

/** Displayed zoomed, the mouth region is at least this wide on the canvas (photo pixels are enlarged). */
const ZOOMED_WIDTH = 720;

/** The whole photo, or the mouth and the lips around it (twice the inner lips' width, 4:3) enlarged. */
function regionOf(photo: ImageBitmap, mouth: readonly (readonly [number, number])[] | null): Region {
  if (!mouth) return { x: 0, y: 0, width: photo.width, height: photo.height, scale: 1 };
  const xs = mouth.map((p) => p[0]);
  const ys = mouth.map((p) => p[1]);
  const width = Math.min(photo.width, 2 * (Math.max(...xs) - Math.min(...xs)));
  const height = Math.min(photo.height, width * 0.75);
  const centre = [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2];
  const x = Math.min(Math.max(0, centre[0]! - width / 2), photo.width - width);
  const y = Math.min(Math.max(0, centre[1]! - height / 2), photo.height - height);
  return { x, y, width, height, scale: Math.max(1, ZOOMED_WIDTH / width) };
}

/** Draws the region of the photo at `left` on the canvas, with the teeth when `preview` is given. */
function paint(
  g: CanvasRenderingContext2D,
  photo: ImageBitmap,
  region: Region,
  preview: SmilePreview | null,
  cover: Rgb | null,
  left = 0,
) {
  g.imageSmoothingQuality = 'high';
  g.setTransform(region.scale, 0, 0, region.scale, left - region.x * region.scale, -region.y * region.scale);
  drawSmile(g, photo, preview, cover, 1 / region.scale);
  g.setTransform(1, 0, 0, 1, 0, 0);
}

interface Loaded {
  photo: ImageBitmap;
  smile: FaceLandmarksFile;
  neutral: FaceLandmarksFile;
}

interface Props {
  /** The smile (or open-mouth) model's front photo and landmarks file. */
  photoUrl: string;
  landmarksUrl: string;
  /** The landmarks of the neutral face the design was made in. */
  neutralLandmarksUrl: string;
  design: SmileDesign | null;
  /** The clinician's page: the before/after image download, and how closely the two faces agree. */
  clinician?: boolean;
}

/** The 2D preview: the designed teeth drawn into the patient's smile photo; before/after and its image. */
export function SmileOnPhoto({ photoUrl, landmarksUrl, neutralLandmarksUrl, design, clinician = false }: Props) {
  const styles = useStyles();
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [after, setAfter] = useState(true);
  const [zoomed, setZoomed] = useState(false);
  const [hidePresent, setHidePresent] = useState(true);

  useEffect(() => {
    let live = true;
    void Promise.all([
      fetch(photoUrl)
        .then((r) => r.blob())
        .then((blob) => createImageBitmap(blob)),
      fetch(landmarksUrl).then((r) => r.json() as Promise<FaceLandmarksFile>),
      fetch(neutralLandmarksUrl).then((r) => r.json() as Promise<FaceLandmarksFile>),
    ]).then(([photo, smile, neutral]) => live && setLoaded({ photo, smile, neutral }));
    return () => {
      live = false;
    };
    // presigned URLs change on every workspace read; the files are the same while the model is
  }, [Boolean(photoUrl)]); // eslint-disable-line react-hooks/exhaustive-deps

  const front = loaded?.smile.front;
  const preview = useMemo(
    () =>
      loaded && front && design
        ? smilePreview(design, loaded.neutral.landmarks, { landmarks: loaded.smile.landmarks, front })
        : null,
    [loaded, front, design],
  );

  // the shade the present teeth are hidden in: read once from the photo inside the smile's lips
  const shade = useMemo(() => {
    if (!loaded || !front) return null;
    const { photo } = loaded;
    const scratch = document.createElement('canvas');
    [scratch.width, scratch.height] = [photo.width, photo.height];
    const g = scratch.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(photo, 0, 0);
    return oralShade(g.getImageData(0, 0, photo.width, photo.height), mouthContour({ ...loaded.smile, front }));
  }, [loaded, front]);
  const cover = hidePresent ? shade : null;

  const region = useMemo(
    () => (loaded ? regionOf(loaded.photo, zoomed && preview ? preview.mouth : null) : null),
    [loaded, zoomed, preview],
  );
  useEffect(() => {
    const target = canvas.current;
    if (!target || !loaded || !region) return;
    target.width = Math.round(region.width * region.scale);
    target.height = Math.round(region.height * region.scale);
    paint(target.getContext('2d')!, loaded.photo, region, after ? preview : null, cover);
  }, [loaded, region, preview, after, cover]);

  /** The view as shown (whole photo or zoomed), without and with the teeth, side by side. */
  const beforeAfter = async () => {
    const width = Math.round(region!.width * region!.scale);
    const image = document.createElement('canvas');
    image.width = width * 2;
    image.height = Math.round(region!.height * region!.scale);
    const g = image.getContext('2d')!;
    paint(g, loaded!.photo, region!, null, null);
    paint(g, loaded!.photo, region!, preview, cover, width);
    const data = await new Promise<ArrayBuffer>((resolve, reject) =>
      image.toBlob((blob) => (blob ? resolve(blob.arrayBuffer()) : reject(new Error('no image'))), 'image/png'),
    );
    downloadFile({ fileName: 'before-after.png', mimeType: 'image/png', data });
  };

  if (!loaded) return <Spinner />;
  if (!front)
    return (
      <MessageBar>
        <MessageBarBody>{t('face.photoOld')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root} data-testid="smile-preview">
      <div className={styles.row}>
        <TabList
          size="small"
          selectedValue={after ? 'after' : 'before'}
          onTabSelect={(_, d) => setAfter(d.value === 'after')}
        >
          <Tab value="before">{t('face.photoBefore')}</Tab>
          <Tab value="after">{t('face.photoAfter')}</Tab>
        </TabList>
        {preview && (
          <ToggleButton size="small" checked={zoomed} onClick={() => setZoomed(!zoomed)}>
            {t('face.startZoom')}
          </ToggleButton>
        )}
        {preview && (
          <Checkbox
            checked={hidePresent}
            onChange={(_, d) => setHidePresent(Boolean(d.checked))}
            label={t('face.hidePresent')}
            data-testid="hide-present"
          />
        )}
        {clinician && preview && <Button onClick={() => void beforeAfter()}>{t('face.beforeAfter')}</Button>}
      </div>
      <Text size={200}>
        {!preview
          ? t('face.photoNeedsDesign')
          : clinician
            ? t('face.photoHint', { fit: preview.fitRmsMm.toFixed(1) })
            : t('face.photoHintPatient')}
      </Text>
      <div className={styles.frame}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          data-testid="smile-photo"
          data-teeth={after && preview ? 'shown' : 'hidden'}
        />
      </div>
    </div>
  );
}
