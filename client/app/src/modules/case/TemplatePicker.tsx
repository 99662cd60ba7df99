import { Combobox, Option } from '@fluentui/react-components';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { TEMPLATE_LIST_LIMIT } from '@odontia/shared';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useDebouncedValue } from '../../app/useDebounced';
import { useT } from '../../i18n/I18nProvider';
import type { TemplateContent } from './case-form';

const TemplateOptionsDocument = graphql(`
  query CaseTemplateOptions($name: String, $limit: Int) {
    caseTemplates(name: $name, limit: $limit, status: 1) {
      items {
        id
        name
      }
    }
  }
`);

const TemplateContentDocument = graphql(`
  query CaseTemplateContent($id: ID!) {
    caseTemplate(id: $id) {
      id
      chiefComplaint
      currentCondition
      treatmentItem
      doctorAdvice
      examination {
        position
        content
      }
      diagnosis {
        position
        content
      }
      dispose {
        position
        content
      }
    }
  }
`);

interface Props {
  id?: string;
  value: string | null;
  onPick(templateId: string, content: TemplateContent): void;
  onClear(): void;
}

/** Remote-searchable, clearable template dropdown (enabled templates only). */
export function TemplatePicker({ id, value, onPick, onClear }: Props) {
  const t = useT();
  const client = useApolloClient();
  const [query, setQuery] = useState('');
  const [label, setLabel] = useState('');
  const name = useDebouncedValue(query.trim());
  const { data } = useQuery(TemplateOptionsDocument, {
    variables: { name: name || undefined, limit: TEMPLATE_LIST_LIMIT },
  });
  const options = data?.caseTemplates.items ?? [];

  return (
    <Combobox
      id={id}
      clearable
      placeholder={t('case.templatePlaceholder')}
      value={query || label}
      selectedOptions={value ? [value] : []}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={async (_, selection) => {
        setQuery('');
        if (!selection.optionValue) {
          setLabel('');
          onClear();
          return;
        }
        setLabel(selection.optionText ?? '');
        const result = await client.query({ query: TemplateContentDocument, variables: { id: selection.optionValue } });
        const template = result.data?.caseTemplate;
        if (template) onPick(template.id, template);
      }}
    >
      {options.map((option) => (
        <Option key={option.id} value={option.id} text={option.name}>
          {option.name}
        </Option>
      ))}
    </Combobox>
  );
}
