import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

interface Props {
  title: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: string;
  /** The `<li>` items. */
  children: ReactNode[];
}

/** A dashboard card with a heading and a plain list. */
export function ListCard({ title, empty, children }: Props) {
  const styles = useStyles();
  return (
    <Card>
      <CardHeader
        header={
          <Text weight="semibold" as="h2">
            {title}
          </Text>
        }
      />
      {children.length === 0 ? <Text>{empty}</Text> : <ul className={styles.list}>{children}</ul>}
    </Card>
  );
}
