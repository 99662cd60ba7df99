import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFragment, useMutation } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../__generated__';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';

export const PatientAppointments_patient = graphql(`
  fragment PatientAppointments_patient on Patient {
    id
    reservations {
      id
      reservationTime
      remark
      status
      doctor {
        id
        name
      }
    }
  }
`);

const UpdateReservationStatusDocument = graphql(`
  mutation UpdateReservationStatus($id: ID!, $status: Int!) {
    updateReservation(id: $id, status: $status) {
      id
      status
    }
  }
`);

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  heading: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}`,
  },
});

const STATUS_COLOR = { 1: 'warning', 2: 'success', 3: 'subtle' } as const;

/** A patient's appointments; pending ones can be completed or cancelled, closed ones not edited. */
export function PatientAppointments({ patient }: { patient: FragmentType<typeof PatientAppointments_patient> }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: PatientAppointments_patient, from: patient });
  const [updateStatus] = useMutation(UpdateReservationStatusDocument);
  const reservations = [...(data.reservations ?? [])].sort((a, b) =>
    String(b?.reservationTime ?? '').localeCompare(String(a?.reservationTime ?? '')),
  );
  const change = (id: string, status: 2 | 3) =>
    void updateStatus({
      variables: { id, status },
      optimisticResponse: { __typename: 'Mutation', updateReservation: { __typename: 'Reservation', id, status } },
    }).catch(() => undefined);

  return (
    <section>
      <h3 className={styles.heading}>{t('patient.appointments')}</h3>
      {reservations.length === 0 ? (
        <Text>{t('patient.noAppointments')}</Text>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {[
                'patient.appointment.time',
                'patient.appointment.doctor',
                'patient.appointment.status',
                'patient.appointment.remark',
                'common.actions',
              ].map((id) => (
                <th key={id} className={styles.cell}>
                  {t(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reservations.map((reservation) => {
              const status = (reservation?.status ?? 1) as 1 | 2 | 3;
              return (
                <tr key={reservation!.id}>
                  <td className={styles.cell}>{formatAppointment(reservation!.reservationTime as string)}</td>
                  <td className={styles.cell}>{reservation!.doctor?.name}</td>
                  <td className={styles.cell}>
                    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'warning'}>
                      {t(`patient.appointment.status.${status}`)}
                    </Badge>
                  </td>
                  <td className={styles.cell}>{reservation!.remark}</td>
                  <td className={styles.cell}>
                    {status === 1 && (
                      <>
                        <Button size="small" appearance="subtle" onClick={() => change(reservation!.id!, 2)}>
                          {t('patient.appointment.complete')}
                        </Button>
                        <Button size="small" appearance="subtle" onClick={() => change(reservation!.id!, 3)}>
                          {t('patient.appointment.cancel')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
