import { FluentProvider } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { odontiaTheme } from './theme';
import { RowMenu } from './RowMenu';

const renderMenu = (onStash: () => void) =>
  render(
    <FluentProvider theme={odontiaTheme}>
      <RowMenu label="Actions" items={[{ label: 'Move to recycle bin', onClick: onStash }]} />
    </FluentProvider>,
  );

describe('RowMenu', () => {
  it('is a plain button until opened, opens on the first click, runs the chosen item, and opens again', async () => {
    const onStash = vi.fn();
    renderMenu(onStash);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to recycle bin' }));
    expect(onStash).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Mounted now, it opens and closes as any menu.
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to recycle bin' }));
    expect(onStash).toHaveBeenCalledTimes(2);
  });

  it('opens from the keyboard', async () => {
    renderMenu(vi.fn());
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Move to recycle bin' })).toBeTruthy();
  });
});
