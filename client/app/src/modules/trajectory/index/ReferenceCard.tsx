import { Text } from '@fluentui/react-components';
import { useT } from '../../../i18n/I18nProvider';
import { fixed, type Analysis } from '../trajectory-data';

interface Props {
  analysis: Analysis;
}

/** Where IP, LC, RC and the planes come from, with the measured Bonwill triangle and Balkwill angle. */
export function ReferenceCard({ analysis: a }: Props) {
  const t = useT();
  const none = t('trajectory.none');
  return (
    <dl data-testid="trajectory-reference" style={{ margin: 0 }}>
      <dt>
        <Text weight="semibold">{t('trajectory.condyleSource')}</Text>
      </dt>
      <dd data-testid="trajectory-condyle-source" data-source={a.condyleSource}>
        {t(`trajectory.condyleSource.${a.condyleSource}`)}
      </dd>
      <dt>
        <Text weight="semibold">{t('trajectory.occlusalSource')}</Text>
      </dt>
      <dd>{t(`trajectory.occlusalSource.${a.occlusalSource}`)}</dd>
      {a.frankfortOffsetDeg !== null && <dd>{t('trajectory.frankfortNote', { deg: a.frankfortOffsetDeg })}</dd>}
      <dt>
        <Text weight="semibold">{t('trajectory.bonwill')}</Text>
      </dt>
      <dd data-testid="trajectory-bonwill">
        {t('trajectory.bonwillSides', {
          left: fixed(a.bonwill.sideLeftMm) ?? none,
          right: fixed(a.bonwill.sideRightMm) ?? none,
          base: fixed(a.bonwill.intercondylarMm) ?? none,
        })}
      </dd>
      <dt>
        <Text weight="semibold">{t('trajectory.balkwill')}</Text>
      </dt>
      <dd data-testid="trajectory-balkwill">{fixed(a.balkwillAngleDeg)}°</dd>
    </dl>
  );
}
