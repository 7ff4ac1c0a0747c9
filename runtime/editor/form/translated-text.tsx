// A text of a site in several languages: each language's words side by side (one under the other on
// a narrow screen), each box in its own language and direction, each with its own problems. A text
// written in English only stays plain until words in another language are typed; from then on it is
// a translation, and the fingerprint of the English it was translated from is kept with it, so the
// lint can tell when the English changes later (stale-translation). A translation the English has
// changed under says so in its box, with a button to confirm that it still says the same: that marks
// it as translated from the English as it reads now, with no need to retype it.
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { englishOf, fingerprint, isTranslation, languageName, translationsOf, wordsIn, type LanguageCode } from "../../foundation/content/index.ts";
import type { Translation } from "../../../schema/index.ts";
import { fieldId, useFormContext } from "./context.ts";
import { TextInput } from "./pickers.tsx";
import { describedBy, ProblemsAndHelp } from "./problems.tsx";
import { fieldStyle, helpStyle, smallButton } from "./styles.ts";

const sideBySide = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 8px 12px;
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 700;
  }
`;

/** The words of a text in a language ("" when it has none). */
function wordsOf(value: unknown, code: LanguageCode): string {
  return code === "en" ? englishOf(value) : (wordsIn(value, code) ?? "");
}

/** The value after the words of one language changed. */
function withWords(value: unknown, code: LanguageCode, words: string): unknown {
  const en = code === "en" ? words : englishOf(value);
  const current: Translation | null = isTranslation(value) ? value : null;
  const next: Translation = { ...current, en };
  const from: Record<string, string> = { ...current?.translatedFrom };
  if (code !== "en") {
    if (words) {
      next[code] = words;
      // This language is translated now, from the English as it reads now.
      from[code] = fingerprint(en);
    } else {
      delete next[code];
      delete from[code];
    }
  }
  if (Object.keys(from).length > 0) next.translatedFrom = from;
  else delete next.translatedFrom;
  // A text with no other language left is plain English again.
  if (translationsOf(next).length === 0) return en === "" ? undefined : en;
  return next;
}

interface TranslatedTextProps {
  pointer: string;
  label: string;
  value: unknown;
  help: string | undefined;
  optional: boolean;
  onChange: (next: unknown) => void;
  /** A list item's move, duplicate and remove buttons. */
  itemButtons?: ReactNode;
}

export function TranslatedText({ pointer, label, value, help, optional, onChange, itemButtons }: TranslatedTextProps) {
  const { languages, problemsAt } = useFormContext();
  const id = `${fieldId(pointer)}-group`;
  const translated = isTranslation(value);
  // A problem of the translation as a whole (a language the site does not have) shows under the group.
  const groupProblems = translated ? problemsAt(pointer) : [];
  return (
    <fieldset css={[fieldStyle, sideBySide]} data-pointer={pointer} aria-describedby={describedBy(id, Boolean(help), groupProblems)}>
      <legend>
        {label}
        {optional ? <span css={helpStyle}> (optional)</span> : null}
      </legend>
      {itemButtons ? <div css={{ gridColumn: "1 / -1" }}>{itemButtons}</div> : null}
      {languages.map((language) => {
        // A text in English only has its words at its own pointer; a translation under each language's code.
        const at = translated || language.code !== "en" ? `${pointer}/${language.code}` : pointer;
        const inputId = fieldId(at);
        const problems = problemsAt(at);
        const words = wordsOf(value, language.code);
        return (
          <div key={language.code} lang={language.code} dir={language.dir} data-pointer={at}>
            <label htmlFor={inputId}>{language.name}</label>
            <TextInput
              id={inputId}
              value={words}
              aria-invalid={problems.some((problem) => problem.severity === "error") || undefined}
              aria-describedby={describedBy(inputId, false, problems)}
              onChange={(next) => onChange(optional && next === "" && language.code === "en" ? undefined : withWords(value, language.code, next))}
            />
            <ProblemsAndHelp id={inputId} problems={problems} help={undefined} />
            {problems.some((problem) => problem.code === "stale-translation") ? (
              <button
                type="button"
                css={smallButton}
                lang="en"
                dir="ltr"
                onClick={() => {
                  onChange(withWords(value, language.code, words));
                  // The button goes once the checks agree; the words it confirmed keep the focus.
                  document.getElementById(inputId)?.focus();
                }}
              >
                The {languageName(language.code)} still says the same
              </button>
            ) : null}
          </div>
        );
      })}
      <div css={{ gridColumn: "1 / -1" }}>
        <ProblemsAndHelp id={id} problems={groupProblems} help={help} />
      </div>
    </fieldset>
  );
}
