import { Badge, Button, Link } from '@fluentui/react-components';
import { CaseStatus } from '@odontia/shared';
import { graphql } from '../../__generated__';
import type { CaseRow_CaseFragment } from '../../__generated__/graphql';
import { useCellClass } from '../../app/VirtualTable';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';

/**
 * The fields of a case row. Lists spread it with `@unmask` and rows read the list's own result: a cache
 * watch per row (useFragment) was most of the cost of mounting a row while scrolling.
 */
export const CaseRow_case = graphql(`
  fragment CaseRow_case on Case {
    id
    recordName
    type
    status
    createdAt
    deletedAt
    patient {
      id
      name
    }
    doctor {
      id
      name
    }
    reservation {
      id
      reservationTime
    }
  }
`);

export const caseColumns = (t: (id: string) => string, trash: boolean) => [
  { key: 'name', header: t('case.name'), width: 'minmax(180px, 2fr)' },
  { key: 'patient', header: t('case.patient'), width: 'minmax(110px, 1fr)' },
  { key: 'doctor', header: t('patient.appointment.doctor'), width: 'minmax(110px, 1fr)' },
  { key: 'status', header: t('case.status'), width: '110px' },
  trash
    ? { key: 'deleted', header: t('case.deletedAt'), width: '160px' }
    : { key: 'appointment', header: t('case.appointment'), width: '160px' },
  { key: 'created', header: t('case.created'), width: '160px' },
  { key: 'actions', header: t('common.actions'), width: '220px' },
];

interface Props {
  record: CaseRow_CaseFragment;
  trash?: boolean;
  actions: { label: string; onClick(id: string, patientId: string | null): void }[];
  onOpen?(id: string): void;
}

export function CaseRowCells({ record: c, trash = false, actions, onOpen }: Props) {
  const cell = useCellClass();
  const t = useT();
  const name = c.recordName || `${c.patient?.name ?? ''} ${t(c.type === 1 ? 'case.firstVisit' : 'case.followUp')}`;
  const submitted = c.status === CaseStatus.Submitted;
  return (
    <>
      <div role="cell" className={cell}>
        {onOpen ? <Link onClick={() => onOpen(c.id)}>{name}</Link> : name}
      </div>
      <div role="cell" className={cell}>
        {c.patient?.name}
      </div>
      <div role="cell" className={cell}>
        {c.doctor?.name}
      </div>
      <div role="cell" className={cell}>
        <Badge appearance="tint" color={submitted ? 'success' : 'warning'}>
          {t(submitted ? 'case.status.completed' : 'case.status.pending')}
        </Badge>
      </div>
      <div role="cell" className={cell}>
        {formatAppointment((trash ? c.deletedAt : c.reservation?.reservationTime) as string | null)}
      </div>
      <div role="cell" className={cell}>
        {formatAppointment(c.createdAt as string)}
      </div>
      <div role="cell" className={cell}>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            appearance="subtle"
            onClick={() => action.onClick(c.id, c.patient?.id ?? null)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </>
  );
}
