/** Choices the shopper ticks: a list of radio options (one of them), or a single checkbox or switch. */
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface ChoiceOption<K extends string | number> {
  key: K;
  label: ReactNode;
}

/** One of the options, as radio buttons named `name`. */
export function ChoiceList<K extends string | number>({
  name,
  options,
  selected,
  onSelect,
}: {
  name: string;
  options: readonly ChoiceOption<K>[];
  selected: K | undefined;
  onSelect: (key: K) => void;
}) {
  return (
    <ul className="choice-list">
      {options.map((option) => (
        <li key={option.key}>
          <label className="choice">
            <input
              type="radio"
              name={name}
              checked={selected === option.key}
              onChange={() => onSelect(option.key)}
            />
            <span>{option.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A checkbox (or, with role="switch", a switch) with its label beside it. */
export function Choice({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="choice" htmlFor={input.id}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
