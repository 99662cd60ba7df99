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
      <dd data-testid="trajectory-frankfort-source" data-source={a.frankfortSource}>
        {a.frankfortSource === 'marked'
          ? t('trajectory.frankfortMarked', { deg: fixed(a.occlusalToFrankfortDeg) ?? none })
          : t('trajectory.frankfortNote', { deg: a.frankfortOffsetDeg ?? none })}
      </dd>
      <dd data-testid="trajectory-ala-tragus-source" data-source={a.alaTragusSource}>
        {a.alaTragusSource === 'marked'
          ? t('trajectory.alaTragusMarked', { deg: fixed(a.occlusalToAlaTragusDeg) ?? none })
          : t('trajectory.alaTragusNote')}
      </dd>
      <dt>
        <Text weight="semibold">{t('trajectory.midline')}</Text>
      </dt>
      <dd data-testid="trajectory-midline" data-marked={a.midline ? 'true' : 'false'}>
        {a.dentalMidlineOffsetMm !== null
          ? t('trajectory.midlineMarked', {
              mm: fixed(Math.abs(a.dentalMidlineOffsetMm)) ?? none,
              side: t(`trajectory.midlineSide.${a.dentalMidlineOffsetMm >= 0 ? 'left' : 'right'}`),
            })
          : t('trajectory.midlineNone')}
      </dd>
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
