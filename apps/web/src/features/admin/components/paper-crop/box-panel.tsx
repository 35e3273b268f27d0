import { Combine, Scissors, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { NumberField, SelectField, TextareaField } from '../../../../components/form/fields.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  linesInBox,
  MAX_OPTIONS,
  type CropAction,
  type CropBox,
  type CropState,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';

/** The selected box: its question number and language (which pair it with its other version), options, alt text, split, merge, delete. */
export function BoxPanel({ state, dispatch }: { state: CropState; dispatch: (action: CropAction) => void }) {
  const { t } = useTranslation('paperCrop');
  const index = state.boxes.findIndex((box) => box.id === state.selected);
  const box = state.boxes[index];
  if (!box) {
    return (
      <section aria-labelledby="crop-selected" className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
        <h3 id="crop-selected" className="font-semibold text-slate-900">
          {t('selected.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('selected.none')}</p>
        <KeyboardHelp />
      </section>
    );
  }
  return (
    <SelectedBox key={box.id} box={box} hasNext={index < state.boxes.length - 1} state={state} dispatch={dispatch} />
  );
}

function SelectedBox({
  box,
  hasNext,
  state,
  dispatch,
}: {
  box: CropBox;
  hasNext: boolean;
  state: CropState;
  dispatch: (action: CropAction) => void;
}) {
  const { t } = useTranslation('paperCrop');
  const [number, setNumber] = useState(String(box.number));
  const [options, setOptions] = useState(String(box.optionCount));
  const lines = linesInBox(state.pages[box.pageIndex], box.box).slice(1);
  const [line, setLine] = useState('');
  const language = t(box.language === 'hi' ? 'language.hi' : 'language.en');

  return (
    <section
      aria-labelledby="crop-selected"
      data-testid="selected-box"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h3 id="crop-selected" className="font-semibold text-slate-900">
        {t('selected.titleOf', { number: box.number, language })}
      </h3>
      <p className="text-xs text-slate-600" data-testid="selected-where">
        {t('selected.where', {
          page: box.pageIndex + 1,
          x: Math.round(box.box.x),
          y: Math.round(box.box.y),
          width: Math.round(box.box.width),
          height: Math.round(box.box.height),
        })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          id="crop-number"
          label={t('selected.number')}
          min={1}
          value={number}
          onChange={(value) => {
            setNumber(value);
            const parsed = Number(value);
            if (Number.isInteger(parsed) && parsed >= 1) dispatch({ type: 'setNumber', id: box.id, number: parsed });
          }}
        />
        <SelectField
          id="crop-language"
          label={t('selected.language')}
          value={box.language}
          options={[
            { value: 'en', label: t('language.en') },
            { value: 'hi', label: t('language.hi') },
          ]}
          onChange={(value) => dispatch({ type: 'setLanguage', id: box.id, language: value })}
        />
      </div>
      <NumberField
        id="crop-options"
        label={t('selected.options')}
        hint={t('selected.optionsHint', { max: MAX_OPTIONS })}
        min={2}
        max={MAX_OPTIONS}
        value={options}
        onChange={(value) => {
          setOptions(value);
          const parsed = Number(value);
          if (Number.isInteger(parsed) && parsed >= 2 && parsed <= MAX_OPTIONS) {
            dispatch({ type: 'setOptionCount', id: box.id, count: parsed });
          }
        }}
      />
      <TextareaField
        id="crop-text"
        label={t('selected.text')}
        hint={t('selected.textHint')}
        rows={4}
        value={box.text}
        onChange={(text) => dispatch({ type: 'setText', id: box.id, text })}
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              dispatch({ type: 'split', id: box.id });
              focusSelectedBox();
            }}
          >
            <Scissors />
            {t('selected.splitMiddle')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!hasNext}
            onClick={() => {
              dispatch({ type: 'mergeNext', id: box.id });
              focusSelectedBox();
            }}
          >
            <Combine />
            {t('selected.mergeNext')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              dispatch({ type: 'remove', id: box.id });
              focusSelectedBox();
            }}
          >
            <Trash2 />
            {t('selected.remove')}
          </Button>
        </div>
        {lines.length > 0 ? (
          <div className="flex items-end gap-2">
            <SelectField
              id="crop-split-line"
              className="min-w-0 flex-1"
              label={t('selected.splitLine')}
              placeholder={t('selected.splitLinePlaceholder')}
              value={line}
              options={lines.map((entry) => ({ value: String(entry.y), label: shorten(entry.text) }))}
              onChange={setLine}
            />
            <Button
              variant="outline"
              disabled={!line}
              onClick={() => {
                dispatch({ type: 'split', id: box.id, at: Number(line) - 1 });
                setLine('');
                focusSelectedBox();
              }}
            >
              {t('selected.splitHere')}
            </Button>
          </div>
        ) : null}
      </div>
      <KeyboardHelp />
    </section>
  );
}

/** After an edit that changes the selection, the keyboard goes on with the selected box. */
export const focusSelectedBox = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[data-testid="crop-box"][aria-pressed="true"]')?.focus(),
  );

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

function KeyboardHelp() {
  const { t } = useTranslation('paperCrop');
  return <p className="text-xs text-slate-600">{t('selected.keyboard')}</p>;
}
