import { makeStyles, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { useT } from '../../i18n/I18nProvider';

const COLORS: Record<number, string> = { 1: '#c4314b', 2: '#c19c00', 3: '#0b6e5f' };

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: '2px', fontSize: tokens.fontSizeBase200 },
});

/** The patient's category (1, 2 or 3) as stars in the category colour. */
export function LevelIcon({ level }: { level: number }) {
  const styles = useStyles();
  const t = useT();
  if (![1, 2, 3].includes(level)) return null;
  const label = t('patient.level.value', { level });
  return (
    <span className={styles.root} role="img" aria-label={label} title={label}>
      {Array.from({ length: 4 - level }, (_, index) => (
        <StarFilled key={index} style={{ color: COLORS[level] }} aria-hidden />
      ))}
    </span>
  );
}
