import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

export function PageSpinner() {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}
