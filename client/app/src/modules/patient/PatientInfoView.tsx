import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { COUNTRY_OPTIONS, ETHNICITY_OPTIONS, type PatientOption } from '@odontia/shared';
import { graphql } from '../../__generated__';
import { formatLongDate } from '../../i18n/dates';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { LevelIcon } from './LevelIcon';

export const PatientInfo_patient = graphql(`
  fragment PatientInfo_patient on Patient {
    id
    name
    sex
    birthday
    phone
    country
    nationality
    maritalStatus
    career
    address
    level
    memo
    illnessHistory
    allergyHistory
    smokingHistory
    drinkingHistory
    takingMedication
    oralAnesthesiaReaction
    infection
    bePregnant
    issuesWithOralTreatment
    anyMajorDiseaseNoMention
  }
`);

const useStyles = makeStyles({
  heading: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0, minWidth: '96px' },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

interface Props {
  patient: FragmentType<typeof PatientInfo_patient>;
}

/** Read-only view: 'Not filled' in section 1, 'None' / 'No' in section 2 (seed 000 section 2). */
export function PatientInfoView({ patient }: Props) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { data: p } = useFragment({ fragment: PatientInfo_patient, from: patient });
  const optionLabel = (options: readonly PatientOption[], value: string | null | undefined) => {
    const option = options.find((entry) => entry.value === value);
    return option ? (locale === 'zh-CN' ? option.label : option.value) : value;
  };

  const info: [string, React.ReactNode][] = [
    ['patient.name', p.name],
    ['patient.sex', p.sex === 1 || p.sex === 2 ? t(`patient.sex.${p.sex}`) : null],
    ['patient.birthday', p.birthday ? formatLongDate(p.birthday, locale) : null],
    ['patient.phone', p.phone],
    ['patient.country', optionLabel(COUNTRY_OPTIONS, p.country)],
    ['patient.nationality', optionLabel(ETHNICITY_OPTIONS, p.nationality)],
    ['patient.maritalStatus', t(`patient.marital.${p.maritalStatus === 1 ? 1 : 2}`)],
    ['patient.career', p.career],
    ['patient.address', p.address],
    ['patient.level', p.level ? <LevelIcon level={p.level} /> : null],
    ['patient.memo', p.memo],
  ];
  const health: [string, string | null | undefined][] = [
    ['patient.illnessHistory', p.illnessHistory],
    ['patient.allergyHistory', p.allergyHistory],
    ['patient.smokingHistory', p.smokingHistory],
    ['patient.drinkingHistory', p.drinkingHistory],
    ['patient.takingMedication', p.takingMedication],
    ['patient.oralAnesthesiaReaction', p.oralAnesthesiaReaction],
    ['patient.infection', p.infection],
    ['patient.issuesWithOralTreatment', p.issuesWithOralTreatment],
    ['patient.anyMajorDiseaseNoMention', p.anyMajorDiseaseNoMention],
  ];

  const row = (labelId: string, value: React.ReactNode, empty: string) => (
    <div key={labelId} className={styles.row}>
      <dt className={styles.term}>{t(labelId)}</dt>
      {value === null || value === undefined || value === '' ? (
        <dd className={styles.empty}>{empty}</dd>
      ) : (
        <dd className={styles.value}>{value}</dd>
      )}
    </div>
  );

  return (
    <div>
      <h3 className={styles.heading}>{t('patient.section.info')}</h3>
      <dl className={styles.grid}>{info.map(([labelId, value]) => row(labelId, value, t('common.notFilled')))}</dl>
      <Divider style={{ margin: `${tokens.spacingVerticalL} 0` }} />
      <h3 className={styles.heading}>{t('patient.section.health')}</h3>
      <dl className={styles.grid}>
        {health.map(([labelId, value]) => row(labelId, value, t('common.none')))}
        {row(
          'patient.bePregnant',
          t(`patient.pregnant.${[0, 1, 2].includes(p.bePregnant ?? 0) ? (p.bePregnant ?? 0) : 0}`),
          t('common.no'),
        )}
      </dl>
    </div>
  );
}
