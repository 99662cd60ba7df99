import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, type LinkProps } from 'react-router';

const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/** An in-app link styled like Fluent's Link. */
export function RouterLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <Link className={mergeClasses(styles.root, className as string | undefined)} {...props} />;
}
