import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { RouterLink } from '../../app/RouterLink';
import { graphql } from '../../__generated__';
import { formatAppointment } from '../../i18n/dates';
import { ListCard } from './ListCard';
import { useT } from '../../i18n/I18nProvider';

export const TodayAppointments_reservation = graphql(`
  fragment TodayAppointments_reservation on Reservation {
    id
    reservationTime
    remark
    status
    patient {
      id
      name
    }
  }
`);

const useStyles = makeStyles({
  item: { display: 'flex', gap: tokens.spacingHorizontalM },
  time: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3 },
});

export function TodayAppointments({
  reservations,
}: {
  reservations: readonly FragmentType<typeof TodayAppointments_reservation>[];
}) {
  const t = useT();
  return (
    <ListCard title={t('dashboard.todayAppointments')} empty={t('dashboard.noAppointments')}>
      {reservations.map((reservation, index) => (
        <Appointment key={index} reservation={reservation} />
      ))}
    </ListCard>
  );
}

function Appointment({ reservation }: { reservation: FragmentType<typeof TodayAppointments_reservation> }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: TodayAppointments_reservation, from: reservation });
  return (
    <li className={styles.item}>
      <span className={styles.time}>{formatAppointment(data.reservationTime as string)}</span>
      <RouterLink to={`/patient/detail?pid=${data.patient?.id}`}>{data.patient?.name}</RouterLink>
      <Text>{t(`patient.appointment.status.${data.status ?? 1}`)}</Text>
      {data.remark && <Text>{data.remark}</Text>}
    </li>
  );
}
