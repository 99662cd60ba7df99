import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const RELOADED_KEY = 'odontia_chunk_reload';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** A failed chunk after a deploy: reload once to get the new build's files. */
const isChunkError = (error: Error) =>
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

/**
 * Keeps a render failure inside the page area instead of blanking the app, and reloads once when
 * a code-split page cannot be fetched (a new version was deployed meanwhile).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (isChunkError(error) && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorNotice /> : this.props.children;
  }
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
  },
});

function ErrorNotice() {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <Text size={500}>
        <FormattedMessage id="feedback.pageFailed" />
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="feedback.reload" />
      </Button>
    </div>
  );
}
