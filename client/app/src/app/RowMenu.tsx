import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState } from 'react';

interface Props {
  /** The accessible name of the "more" button. */
  label: string;
  items: { label: string; onClick(): void }[];
}

/**
 * A row's "more actions" menu. It is a plain button until first opened: a list row then mounts no
 * menu machinery (positioning, focus management), which was the larger part of mounting a row.
 */
export function RowMenu({ label, items }: Props) {
  const [open, setOpen] = useState<boolean | null>(null);
  const trigger = (
    <Button
      size="small"
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      aria-label={label}
      aria-haspopup="menu"
      onClick={open === null ? () => setOpen(true) : undefined}
    />
  );
  if (open === null) return trigger;
  return (
    <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.label} onClick={item.onClick}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
