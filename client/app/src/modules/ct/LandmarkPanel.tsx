import { Button, Caption1, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  alaTragusFromLandmarks,
  FACIAL_LANDMARKS,
  frankfortFromLandmarks,
  midlineFromLandmarks,
  planeAngleDeg,
  swappedLandmarks,
  type FacialLandmarkName,
  type FacialLandmarks,
} from '@odontia/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { CaseCtLandmarksDocument, SetCaseCtLandmarksDocument } from './ct.queries';

type Point = [number, number, number];
type Marks = Partial<Record<FacialLandmarkName, Point>>;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  // as wide as their word: Fluent's 64 px minimum left the coordinates a third of the narrow panel
  button: { minWidth: 'auto' },
});

interface Props {
  /** Where the slices' cursor is (the CT's patient frame, mm): Set marks the landmark there. */
  cursor: Point;
  caseId: number;
  /** Puts the slices' cursor on a marked landmark, to check it on the images. */
  onShow(p: Point): void;
}

/** Pairs marked on the wrong sides, by pair name (its left landmark's without the side: porionL -> porion). */
export const swappedPairs = (marks: FacialLandmarks): string[] =>
  swappedLandmarks(marks).map((left) => left.slice(0, -1));

/**
 * The skull and face landmarks of the facebow's reference planes, marked at the slices' cursor and saved
 * with the case; the planes they already define are named as they are marked.
 */
export function LandmarkPanel({ cursor, caseId, onShow }: Props) {
  const styles = useStyles();
  const t = useT();
  const [marks, setMarks] = useState<Marks>({});
  const saved = useQuery(CaseCtLandmarksDocument, {
    variables: { caseId: String(caseId) },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(SetCaseCtLandmarksDocument);

  const stored = saved.data?.caseCtLandmarks;
  useEffect(() => {
    if (!stored) return;
    setMarks(
      Object.fromEntries(
        FACIAL_LANDMARKS.flatMap((name) => (stored[name] ? [[name, stored[name] as Point]] : [])),
      ) as Marks,
    );
  }, [stored]);

  const mark = (name: FacialLandmarkName, p: Point | undefined) => setMarks((m) => ({ ...m, [name]: p }));
  const swapped = swappedPairs(marks);
  const frankfort = frankfortFromLandmarks(marks);
  const alaTragus = alaTragusFromLandmarks(marks);
  const planeAngle = frankfort && alaTragus ? planeAngleDeg(frankfort, alaTragus) : null;
  const midline = midlineFromLandmarks(marks, [1, 0, 0]);

  return (
    <>
      <Text weight="semibold">{t('ct.landmarks.title')}</Text>
      <Text size={200}>{t('ct.landmarks.hint')}</Text>
      {FACIAL_LANDMARKS.map((name) => {
        const p = marks[name];
        return (
          <div key={name} className={styles.row} data-testid={`ct-landmark-${name}`} data-marked={p ? 'true' : 'false'}>
            <div className={styles.name}>
              <Text size={200}>{t(`ct.landmark.${name}`)}</Text>
              {p ? (
                <Link as="button" data-testid={`ct-landmark-show-${name}`} onClick={() => onShow(p)}>
                  <Caption1>{p.map((v) => v.toFixed(1)).join(', ')}</Caption1>
                </Link>
              ) : (
                <Caption1>{t('ct.landmarks.notMarked')}</Caption1>
              )}
            </div>
            <Button
              size="small"
              className={styles.button}
              data-testid={`ct-landmark-set-${name}`}
              onClick={() => mark(name, [...cursor])}
            >
              {t('ct.landmarks.set')}
            </Button>
            <Button size="small" className={styles.button} disabled={!p} onClick={() => mark(name, undefined)}>
              {t('ct.landmarks.clear')}
            </Button>
          </div>
        );
      })}
      {swapped.map((pair) => (
        <Text key={pair} size={200} data-testid="ct-landmarks-swapped">
          {t('ct.landmarks.sides', { name: t(`ct.landmarkPair.${pair}`) })}
        </Text>
      ))}
      {frankfort && <Text size={200}>{t('ct.landmarks.frankfort')}</Text>}
      {alaTragus && <Text size={200}>{t('ct.landmarks.alaTragus')}</Text>}
      {planeAngle !== null && (
        <Text size={200} data-testid="ct-landmarks-angle" data-deg={planeAngle.toFixed(2)}>
          {t('ct.landmarks.angle', { deg: planeAngle.toFixed(1) })}
        </Text>
      )}
      {midline && <Text size={200}>{t('ct.landmarks.midline')}</Text>}
      <Button
        size="small"
        disabled={saving.loading || swapped.length > 0}
        data-testid="ct-landmarks-save"
        onClick={() =>
          void save({ variables: { caseId: String(caseId), landmarks: marks } })
            .then(() => notify.success('ct.landmarks.saved'))
            .catch((error: unknown) => {
              console.error(error);
              notify.error('ct.landmarks.saveFailed');
            })
        }
      >
        {t('ct.landmarks.save')}
      </Button>
    </>
  );
}
