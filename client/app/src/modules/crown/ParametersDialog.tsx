import { Button, DialogActions, DialogContent, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FixedDialog } from '../../app/FixedDialog';
import { useT } from '../../i18n/I18nProvider';
import { CROWN_PARAMS, parseParam, type CrownParamName, type CrownParams } from './crown-params';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Props {
  value: CrownParams;
  onOk(params: CrownParams): void;
  onCancel(): void;
}

const NAMES = Object.keys(CROWN_PARAMS) as CrownParamName[];

/** Parameters Setting (seed 001): cement gap, minimal thickness, margin width, checked as typed. */
export function ParametersDialog({ value, onOk, onCancel }: Props) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState<Record<CrownParamName, string>>(
    () => Object.fromEntries(NAMES.map((n) => [n, String(value[n])])) as Record<CrownParamName, string>,
  );
  const parsed = NAMES.map((n) => [n, parseParam(n, text[n])] as const);
  const valid = parsed.every(([, p]) => 'value' in p);
  const submit = () => {
    if (!valid) return;
    onOk(Object.fromEntries(parsed.map(([n, p]) => [n, 'value' in p ? p.value : 0])) as unknown as CrownParams);
  };
  return (
    <FixedDialog title={t('crown.params')} width={420}>
      <DialogContent className={styles.fields} data-testid="crown-params-dialog">
        {parsed.map(([name, p]) => (
          <Field
            key={name}
            label={t(CROWN_PARAMS[name].labelId)}
            validationState={'error' in p ? 'error' : 'none'}
            validationMessage={'error' in p ? t(p.error, p.values) : undefined}
          >
            <Input
              name={name}
              inputMode="decimal"
              value={text[name]}
              onChange={(_, data) => setText((current) => ({ ...current, [name]: data.value }))}
            />
          </Field>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={!valid} onClick={submit}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
