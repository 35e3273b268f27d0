import { useTranslation } from '../../../../lib/use-translation.ts';
import { SelectField, TextField } from '../../../../components/form/fields.tsx';
import { rowKey, type LinkDraft, type LinkKind } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, URL_PLACEHOLDER, type SectionProps } from './section-helpers.tsx';

const LINK_KINDS: readonly LinkKind[] = ['apply', 'notification', 'official', 'syllabus', 'other'];

function LinksSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const kindLabel = (kind: LinkKind) => t(`linkKinds.${kind}`);
  return (
    <EditorSection id="links" title={t('editor.sections.links')}>
      <RowList<LinkDraft>
        rows={draft.links}
        onChange={(rows) => set('links', rows)}
        noun={(n) => t('editor.links.row', { n })}
        addLabel={t('editor.links.add')}
        emptyText={t('editor.links.empty')}
        create={() => ({ key: rowKey(), kind: 'apply', label: kindLabel('apply'), url: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.5fr)]">
            <SelectField
              id={`link-${row.key}-kind`}
              label={rowLabel(prefix, t('editor.links.kind'))}
              value={row.kind}
              options={LINK_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              onChange={(kind) =>
                patch({
                  kind,
                  label:
                    row.label === '' || row.label === kindLabel(row.kind)
                      ? kind === 'other'
                        ? ''
                        : kindLabel(kind)
                      : row.label,
                })
              }
            />
            <TextField
              id={`link-${row.key}-label`}
              label={rowLabel(prefix, t('editor.links.label'))}
              value={row.label}
              error={errors[`links.${index}.label`]}
              onChange={(label) => patch({ label })}
            />
            <TextField
              id={`link-${row.key}-url`}
              type="url"
              inputMode="url"
              placeholder={URL_PLACEHOLDER}
              className="sm:col-span-2 lg:col-span-1"
              label={rowLabel(prefix, t('editor.links.url'))}
              value={row.url}
              error={errors[`links.${index}.url`]}
              onChange={(url) => patch({ url })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

/** The editor's "Links": one row per link, with its kind, label and address. */
export const LinksSection = section(LinksSectionView, ['links']);
