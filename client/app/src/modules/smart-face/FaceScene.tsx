import { Button, Checkbox, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { Viewer, downloadFile, type DentalViewer, type ExportFormat } from '@odontia/viewer';
import type { SmileDesign } from '@odontia/shared';
import { useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { FACE_MODEL_ID, smileModels, TEETH_MODEL_ID } from './teeth-model';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  scene: { flexGrow: 1, minHeight: '320px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const TARGETS = {
  face: [FACE_MODEL_ID],
  faceTeeth: [FACE_MODEL_ID, TEETH_MODEL_ID],
  teeth: [TEETH_MODEL_ID],
} as const;
const FORMATS: ExportFormat[] = ['obj', 'ply', 'stl', 'glb'];

interface Props {
  faceUrl: string | null;
  design: SmileDesign | null;
  /** Export (the clinician's page; the patient's page shows only). */
  exports?: boolean;
  onReady?: () => void;
}

/** The 3D face with the designed teeth, export of face / face with teeth / teeth. */
export function FaceScene({ faceUrl, design, exports = false, onReady }: Props) {
  const styles = useStyles();
  const t = useT();
  const viewer = useRef<DentalViewer | null>(null);
  const [showTeeth, setShowTeeth] = useState(true);
  const [target, setTarget] = useState<keyof typeof TARGETS>('faceTeeth');
  const [format, setFormat] = useState<ExportFormat>('glb');
  const models = useMemo(() => smileModels(faceUrl, design, true), [faceUrl, design]);

  const exportModels = async () => {
    const ids = TARGETS[target].filter((id) => viewer.current?.getModel(id));
    const file = await viewer.current!.export(format, [...ids], { download: false });
    downloadFile({ ...file, fileName: `${target}.${format}` });
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Text weight="semibold">{t('face.view3d')}</Text>
        {design && (
          <Checkbox
            label={t('face.showTeeth')}
            checked={showTeeth}
            onChange={(_, d) => {
              setShowTeeth(!!d.checked);
              viewer.current?.setModelVisible(TEETH_MODEL_ID, !!d.checked);
            }}
          />
        )}
      </div>
      <Viewer
        className={styles.scene}
        models={models}
        onViewer={(v) => (viewer.current = v)}
        onReady={() => onReady?.()}
      />
      {exports && design && (
        <div className={styles.row}>
          <Dropdown
            aria-label={t('face.export')}
            value={t(`face.export.${target}`)}
            selectedOptions={[target]}
            onOptionSelect={(_, d) => setTarget(d.optionValue as keyof typeof TARGETS)}
          >
            {Object.keys(TARGETS).map((name) => (
              <Option key={name} value={name}>
                {t(`face.export.${name}`)}
              </Option>
            ))}
          </Dropdown>
          <Dropdown
            aria-label="format"
            value={format.toUpperCase()}
            selectedOptions={[format]}
            onOptionSelect={(_, d) => setFormat(d.optionValue as ExportFormat)}
          >
            {FORMATS.map((f) => (
              <Option key={f} value={f}>
                {f.toUpperCase()}
              </Option>
            ))}
          </Dropdown>
          <Button onClick={() => void exportModels()}>{t('face.export')}</Button>
        </div>
      )}
    </div>
  );
}
