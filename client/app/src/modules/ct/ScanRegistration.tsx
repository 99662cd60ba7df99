import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { CT_REGISTRATION } from '@odontia/shared';
import { MODEL_IDS, type DentalViewer } from '@odontia/viewer';
import { useEffect } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import type { Aligned } from '../viewer/ModelWorkspace';
import { CaseCtRegistrationDocument, SetCaseCtRegistrationDocument } from './ct.queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface Props {
  caseId: number;
  viewer: DentalViewer | null;
  /** The case's scans in the scene (their geometry in the upper-scan frame). */
  scans: { upper: string; lower: string };
  /** Bumped each time the scans have loaded into the viewer. */
  scansLoaded: number;
  /** The last alignment done in the viewer's Alignment panel. */
  aligned: Aligned | null;
}

/** Puts both scans at a transform (they share the upper-scan frame) and redraws. */
function placeScans(viewer: DentalViewer, scans: Props['scans'], matrix: readonly number[]): void {
  for (const id of [scans.upper, scans.lower]) {
    const object = viewer.getModel(id)?.object;
    if (!object) continue;
    object.matrix.fromArray(matrix);
    object.matrix.decompose(object.position, object.quaternion, object.scale);
    object.updateMatrixWorld(true);
  }
  viewer.invalidate();
}

/**
 * The scans' registration onto the CT (CT facebow): the clinician aligns the upper scan onto the CT's
 * upper teeth with the Alignment panel (4 points each, then ICP), and saves the upper scan's transform
 * with the case; the CT motion page and the analysis read the CT through it. A saved registration
 * places the scans on the CT when they load.
 */
export function ScanRegistration({ caseId, viewer, scans, scansLoaded, aligned }: Props) {
  const styles = useStyles();
  const t = useT();
  const { data, error, refetch } = useQuery(CaseCtRegistrationDocument, {
    variables: { caseId: String(caseId) },
    fetchPolicy: 'network-only',
  });
  const [save, { loading }] = useMutation(SetCaseCtRegistrationDocument);
  const saved = data?.jawAnalysis.ctRegistration ?? null;
  const savedRms = data?.jawAnalysis.ctRegistrationRmsMm ?? null;

  useEffect(() => {
    if (viewer && saved && scansLoaded > 0) placeScans(viewer, scans, saved);
  }, [viewer, saved, scans, scansLoaded]);

  const usable = aligned?.sourceId === scans.upper && aligned.targetId === MODEL_IDS.tooth_upper.id;
  const saveAligned = async () => {
    const upper = viewer?.getModel(scans.upper)?.object;
    if (!viewer || !upper || !aligned) return;
    if (aligned.rms > CT_REGISTRATION.maxRmsMm) {
      notify.error('ct.registrationTooPoor', { rms: aligned.rms.toFixed(2), max: CT_REGISTRATION.maxRmsMm });
      return;
    }
    upper.updateMatrixWorld(true);
    const matrix = upper.matrixWorld.toArray();
    try {
      await save({ variables: { caseId: String(caseId), matrix, rmsMm: aligned.rms } });
      placeScans(viewer, scans, matrix);
      await refetch();
      notify.success('ct.registrationSaved');
    } catch (error) {
      console.error(error);
      notify.error('ct.registrationSaveFailed');
    }
  };

  // Only a facebow case has a registration to keep.
  if (error || !data) return null;
  return (
    <div className={styles.root} data-testid="ct-registration" data-registered={Boolean(saved)}>
      <Text weight="semibold">{t('ct.registration')}</Text>
      <Text size={200} data-testid="ct-registration-state">
        {saved ? t('ct.registration.saved', { rms: (savedRms ?? 0).toFixed(2) }) : t('ct.registration.none')}
      </Text>
      <Text size={200}>{t('ct.registration.hint')}</Text>
      {aligned && (
        <Text size={200} data-testid="ct-registration-fit" data-rms={aligned.rms}>
          {usable ? t('ct.registration.fit', { rms: aligned.rms.toFixed(3) }) : t('ct.registration.wrongModels')}
        </Text>
      )}
      <Button
        size="small"
        disabled={!usable || loading}
        onClick={() => void saveAligned()}
        data-testid="ct-registration-save"
      >
        {t('ct.registration.save')}
      </Button>
    </div>
  );
}
