import { Text } from '@fluentui/react-components';
import type { Measurement } from '@odontia/viewer';
import { useT } from '../../i18n/I18nProvider';

/** The measured values, newest first. */
export function MeasurementsPanel({ measurements }: { measurements: Measurement[] }) {
  const t = useT();
  if (measurements.length === 0) return <Text size={200}>{t('viewer.noMeasurements')}</Text>;
  return (
    <ol aria-label={t('viewer.measurements')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {measurements.map((m, index) => (
        <li key={index} data-testid="measurement" data-kind={m.kind} data-value={m.value}>
          {m.kind === 'distance'
            ? t('viewer.distanceValue', { value: m.value.toFixed(2) })
            : t('viewer.angleValue', { value: m.value.toFixed(1) })}
        </li>
      ))}
    </ol>
  );
}
