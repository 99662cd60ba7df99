import { Combobox, Option } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { forwardRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { useDebouncedValue } from '../../app/useDebounced';
import { useT } from '../../i18n/I18nProvider';

const PatientOptionsDocument = graphql(`
  query PatientOptions($keyword: String) {
    patients(keyword: $keyword, limit: 20) {
      items {
        id
        name
        phone
      }
    }
  }
`);

interface Props {
  id?: string;
  value: { id: string; name: string } | null;
  invalid?: boolean;
  onChange(patient: { id: string; name: string } | null): void;
}

/** Searchable patient selector for a new case. */
export const PatientPicker = forwardRef<HTMLInputElement, Props>(function PatientPicker(
  { id, value, invalid, onChange },
  ref,
) {
  const t = useT();
  const [query, setQuery] = useState('');
  const keyword = useDebouncedValue(query.trim());
  const { data } = useQuery(PatientOptionsDocument, { variables: { keyword: keyword || undefined } });
  return (
    <Combobox
      id={id}
      ref={ref}
      clearable
      aria-invalid={invalid}
      placeholder={t('case.patientSearch')}
      value={query || value?.name || ''}
      selectedOptions={value ? [value.id] : []}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, selection) => {
        setQuery('');
        onChange(selection.optionValue ? { id: selection.optionValue, name: selection.optionText ?? '' } : null);
      }}
    >
      {(data?.patients.items ?? []).map((patient) => (
        <Option key={patient.id} value={patient.id} text={patient.name}>
          {patient.phone ? `${patient.name} (${patient.phone})` : patient.name}
        </Option>
      ))}
    </Combobox>
  );
});
