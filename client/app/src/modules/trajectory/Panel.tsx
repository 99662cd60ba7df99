import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
});

/** A titled card of the Trajectory pages. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} data-testid={testId}>
      <Text as="h2" size={400} weight="semibold">
        {title}
      </Text>
      {children}
    </section>
  );
}
