import { Button, Link } from '@fluentui/react-components';
import { graphql } from '../../__generated__';
import type { PatientRow_PatientFragment } from '../../__generated__/graphql';
import { RowMenu } from '../../app/RowMenu';
import { useCellClass } from '../../app/VirtualTable';
import { formatDay } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { LevelIcon } from './LevelIcon';

/** The fields of a patient row; the list spreads it with `@unmask` (see CaseRow_case for why). */
export const PatientRow_patient = graphql(`
  fragment PatientRow_patient on Patient {
    id
    name
    sex
    birthday
    phone
    level
    memo
    caseCount
    createdAt
  }
`);

export interface PatientActions {
  onView(id: string): void;
  onDetail(id: string): void;
  onEdit(id: string): void;
  onStash(id: string, name: string): void;
}

export const patientColumns = (t: (id: string) => string) => [
  { key: 'name', header: t('patient.name'), width: 'minmax(140px, 1.4fr)' },
  { key: 'sex', header: t('patient.sex'), width: '72px' },
  { key: 'birthday', header: t('patient.birthday'), width: '120px' },
  { key: 'phone', header: t('patient.phone'), width: '140px' },
  { key: 'level', header: t('patient.level'), width: '90px' },
  { key: 'memo', header: t('patient.memo'), width: 'minmax(110px, 1fr)' },
  { key: 'cases', header: t('patient.caseCount'), width: '80px' },
  { key: 'actions', header: t('common.actions'), width: '200px' },
];

export function PatientRowCells({
  patient: p,
  actions,
}: {
  patient: PatientRow_PatientFragment;
  actions: PatientActions;
}) {
  const cell = useCellClass();
  const t = useT();
  return (
    <>
      <div role="cell" className={cell}>
        <Link onClick={() => actions.onView(p.id)}>{p.name}</Link>
      </div>
      <div role="cell" className={cell}>
        {p.sex === 1 || p.sex === 2 ? t(`patient.sex.${p.sex}`) : ''}
      </div>
      <div role="cell" className={cell}>
        {formatDay(p.birthday)}
      </div>
      <div role="cell" className={cell}>
        {p.phone}
      </div>
      <div role="cell" className={cell}>
        <LevelIcon level={p.level ?? 0} />
      </div>
      <div role="cell" className={cell}>
        {p.memo}
      </div>
      <div role="cell" className={cell}>
        {p.caseCount}
      </div>
      <div role="cell" className={cell}>
        <Button size="small" appearance="subtle" onClick={() => actions.onDetail(p.id)}>
          {t('patient.detail')}
        </Button>
        <Button size="small" appearance="subtle" onClick={() => actions.onEdit(p.id)}>
          {t('common.edit')}
        </Button>
        <RowMenu
          label={t('common.actions')}
          items={[{ label: t('patient.stash'), onClick: () => actions.onStash(p.id, p.name ?? '') }]}
        />
      </div>
    </>
  );
}
