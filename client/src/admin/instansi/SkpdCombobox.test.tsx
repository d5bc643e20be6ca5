import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { SkpdComboDocument } from '../../generated/graphql';
import { SkpdCombobox } from './SkpdCombobox';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const mocks = [
  {
    request: { query: SkpdComboDocument, variables: () => true },
    result: {
      data: {
        skpdCombo: [
          { __typename: 'Skpd', idSkpd: 4, skpd: 'Dinas Kominfo' },
          { __typename: 'Skpd', idSkpd: 5, skpd: 'Dinas Kesehatan' },
        ],
      },
    },
    maxUsageCount: 10,
  },
];

/**
 * The list asks for the typed text 250 ms after the typing stopped, and first for all agencies (the text
 * is still empty then): only the answer for "dinas" offers them here, so the click cannot land on an
 * option that the search's answer is replacing.
 */
const searchMocks = [
  { request: { query: SkpdComboDocument, variables: { search: '' } }, result: { data: { skpdCombo: [] } }, maxUsageCount: 10 },
  { ...mocks[0], request: { query: SkpdComboDocument, variables: { search: 'dinas' } } },
];

describe('SkpdCombobox', () => {
  it('searches agencies and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={searchMocks}>
        <SkpdCombobox value={null} onChange={onChange} />
      </MockedProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'dinas' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Dinas Kesehatan' }));
    expect(onChange).toHaveBeenLastCalledWith({ idSkpd: 5, skpd: 'Dinas Kesehatan' });
  });

  it('clears the choice when the text is edited', () => {
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={mocks}>
        <SkpdCombobox value={{ idSkpd: 4, skpd: 'Dinas Kominfo' }} onChange={onChange} />
      </MockedProvider>,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Dinas Kominfo');
    fireEvent.change(input, { target: { value: 'Dinas Komin' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('Dinas Komin');
  });
});
