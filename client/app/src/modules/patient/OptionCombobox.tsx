import { Combobox, Option } from '@fluentui/react-components';
import type { PatientOption } from '@odontia/shared';
import { useMemo, useState } from 'react';
import { useLocale } from '../../i18n/I18nProvider';

interface Props {
  id?: string;
  options: readonly PatientOption[];
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}

/** A filterable list whose stored value is English and whose label follows the language. */
export function OptionCombobox({ id, options, value, onChange, placeholder }: Props) {
  const { locale } = useLocale();
  const labelOf = (option: PatientOption) => (locale === 'zh-CN' ? option.label : option.value);
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const shown = query ?? (selected ? labelOf(selected) : '');
  const filtered = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    if (!needle) return options;
    return options.filter((option) => option.value.toLowerCase().includes(needle) || option.label.includes(needle));
  }, [options, query]);

  return (
    <Combobox
      id={id}
      clearable
      placeholder={placeholder}
      value={shown}
      selectedOptions={value ? [value] : []}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        setQuery(null);
        onChange(data.optionValue ?? '');
      }}
      onBlur={() => setQuery(null)}
    >
      {filtered.map((option) => (
        <Option key={option.value} value={option.value} text={labelOf(option)}>
          {labelOf(option)}
        </Option>
      ))}
    </Combobox>
  );
}
