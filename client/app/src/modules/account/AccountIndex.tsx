import { Navigate } from 'react-router';
import { ACCOUNT_PATHS } from './AccountLayout';

/** `/account` opens its default child, `subscrption` (the seeds' spelling). */
export default function AccountIndex() {
  return <Navigate to={ACCOUNT_PATHS.subscription} replace />;
}
