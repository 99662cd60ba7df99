import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { KeyRegular, SignOutRegular, WalletRegular } from '@fluentui/react-icons';
import { useFragment, useMutation } from '@apollo/client/react';
import { PRIVATIZED_DEPLOYMENT } from '@odontia/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../__generated__';
import { useT } from '../i18n/I18nProvider';
import { ChangePasswordDialog } from '../modules/auth/ChangePasswordDialog';
import { LOGIN_PATH } from '../routes/paths';
import { useSession } from '../session/SessionProvider';

export const AccountMenu_user = graphql(`
  fragment AccountMenu_user on User {
    id
    name
    avatar
    practice {
      id
      balance
    }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Account dropdown: balance, reset password, logout (seed 000 section 2). */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { user, reset } = useSession();
  const { data } = useFragment({ fragment: AccountMenu_user, from: user });
  const [logoutMutation] = useMutation(LogoutDocument, { context: { silent: true } });
  const [changingPassword, setChangingPassword] = useState(false);

  // Logout tells the server, then forgets everything locally, whatever the server answered.
  const logout = async () => {
    await logoutMutation().catch(() => undefined);
    await reset();
    navigate(LOGIN_PATH, { replace: true });
  };

  const name = data?.name ?? '';
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<Avatar name={name} image={data?.avatar ? { src: data.avatar } : undefined} size={24} />}
          >
            {name}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {!PRIVATIZED_DEPLOYMENT && (
              <>
                <MenuGroupHeader>{t('layout.balance', { balance: data?.practice?.balance ?? 0 })}</MenuGroupHeader>
                <MenuDivider />
              </>
            )}
            {/* Recharge belongs to the main account and is hidden in privatized deployments. */}
            {!PRIVATIZED_DEPLOYMENT && user?.isMainAccount && (
              <MenuItem icon={<WalletRegular />} onClick={() => navigate('/account/recharge')}>
                {t('layout.recharge')}
              </MenuItem>
            )}
            <MenuItem icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
              {t('layout.resetPassword')}
            </MenuItem>
            <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
              {t('layout.logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} onChanged={logout} />}
    </>
  );
}
