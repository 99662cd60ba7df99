import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { CT_REGISTRATION, multiply4 } from '@odontia/shared';
import {
  MODEL_IDS,
  registerScanInWorker,
  VIEWER,
  worldNormals,
  worldVertices,
  type DentalViewer,
  type ScanRegistrationResult,
} from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
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

const TEETH = MODEL_IDS.tooth_upper.id;

/**
 * The scans' registration onto the CT (CT facebow): the clinician marks 4 matching points on the upper
 * scan and on the CT's upper teeth (the Alignment panel's Mark tool), Odontia fits them and refines the
 * fit on the teeth (trimmed ICP: the gums and palate have nothing on the CT to pair with), and saves the
 * scan-to-CT transform with the case; the CT motion page and the analysis read the CT through it. A
 * saved registration places the scans on the CT when they load.
 */
export function ScanRegistration({ caseId, viewer, scans, scansLoaded }: Props) {
  const styles = useStyles();
  const t = useT();
  const { data, error, refetch } = useQuery(CaseCtRegistrationDocument, {
    variables: { caseId: String(caseId) },
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(SetCaseCtRegistrationDocument);
  const [busy, setBusy] = useState(false);
  const [fit, setFit] = useState<ScanRegistrationResult | null>(null);
  const saved = data?.caseCtRegistration?.matrix ?? null;
  const savedRms = data?.caseCtRegistration?.rmsMm ?? null;

  useEffect(() => {
    if (viewer && saved && scansLoaded > 0) placeScans(viewer, scans, saved);
  }, [viewer, saved, scans, scansLoaded]);

  const register = async () => {
    const upper = viewer?.getModel(scans.upper)?.object;
    const teeth = viewer?.getModel(TEETH)?.object;
    if (!viewer || !upper || !teeth) return;
    const scanMarks = viewer.getMarks(scans.upper);
    const ctMarks = viewer.getMarks(TEETH);
    if (scanMarks.length !== VIEWER.alignmentPoints || ctMarks.length !== VIEWER.alignmentPoints) {
      notify.warning('ct.registration.marks');
      return;
    }
    setBusy(true);
    try {
      const result = await registerScanInWorker(
        worldVertices(upper),
        { positions: worldVertices(teeth), normals: worldNormals(teeth) },
        scanMarks,
        ctMarks,
      );
      setFit(result);
      if (result.rms > CT_REGISTRATION.maxRmsMm) {
        notify.error('ct.registrationTooPoor', { rms: result.rms.toFixed(2), max: CT_REGISTRATION.maxRmsMm });
        return;
      }
      upper.updateMatrixWorld(true);
      // The fit moves the scan from where it is shown; the registration is that on top of it.
      const matrix = multiply4(result.matrix, upper.matrixWorld.toArray());
      await save({ variables: { caseId: String(caseId), matrix, rmsMm: result.rms } });
      placeScans(viewer, scans, matrix);
      viewer.setMarks(scans.upper, []);
      viewer.setMarks(TEETH, []);
      await refetch();
      notify.success('ct.registrationSaved');
    } catch (failure) {
      console.error(failure);
      notify.error('ct.registrationSaveFailed');
    } finally {
      setBusy(false);
    }
  };

  // Only a facebow case has a registration to keep.
  if (error || !data) return null;
  return (
    <div className={styles.root} data-testid="ct-registration" data-registered={Boolean(saved)}>
      <Text weight="semibold">{t('ct.registration')}</Text>
      <Text size={200} data-testid="ct-registration-state" data-rms={savedRms ?? undefined}>
        {saved ? t('ct.registration.saved', { rms: (savedRms ?? 0).toFixed(2) }) : t('ct.registration.none')}
      </Text>
      <Text size={200}>{t('ct.registration.hint')}</Text>
      {fit && (
        <Text size={200} data-testid="ct-registration-fit" data-rms={fit.rms}>
          {t('ct.registration.fit', {
            rms: fit.rms.toFixed(2),
            marks: fit.markRms.toFixed(2),
            paired: Math.round(fit.coverage * 100),
          })}
        </Text>
      )}
      <Button size="small" disabled={busy} onClick={() => void register()} data-testid="ct-registration-save">
        {t('ct.registration.save')}
      </Button>
      {busy && <Spinner size="tiny" label={t('ct.registration.fitting')} />}
    </div>
  );
}
