import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, fakeApi, renderInstructions } from '../test/fake-api';
import { GENERATE_FAILED, GENERATE_MISSING_FIELDS, REQUIRED_NOTICE } from '../utils/instruction-form';
import { NO_KEYWORDS_FOUND } from './keyword-generator';

vi.mock('./hex-map', () => ({ HexMap: () => <div>map</div> }));

afterEach(() => vi.unstubAllGlobals());

const KEYWORDS = { keywords: ['single origin', 'espresso', 'roastery'], prompts: ['a warm roastery'], source: 'website' };

const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Project sections' })).getByText(name);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Project Name *'), 'Harbour Roastery');
  await user.type(screen.getByRole('combobox', { name: 'Project Location *' }), 'Lisbon');
  await user.type(screen.getByLabelText('Brand Definition *'), 'Copper Kettle');
  await user.type(screen.getByLabelText('Website *'), 'https://copper-kettle.test');
}

describe('InstructionScreen', () => {
  it('starts incomplete: red notice, disabled tabs and PRESENTATION, all insights on', () => {
    fakeApi({ 'GET /api/config': () => ({ body: CONFIG }) });
    renderInstructions('/instruction');

    expect(screen.getByText(REQUIRED_NOTICE)).toBeInTheDocument();
    expect(tab('Presentation')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Canvas')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Instructions')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeDisabled();
    for (const insight of ['historical', 'social', 'physical']) {
      expect(screen.getByRole('button', { name: insight })).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('asks for brand name and website before generating', async () => {
    const api = fakeApi({});
    renderInstructions('/instruction');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GENERATE_MISSING_FIELDS);
    await user.type(screen.getByLabelText('Brand Definition *'), 'Copper');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GENERATE_MISSING_FIELDS);
    expect(api.calls.some((c) => c.path === '/generate_keywords/')).toBe(false);
  });

  it('generates keywords, then enables the tabs and PRESENTATION', async () => {
    const api = fakeApi({
      'POST /generate_keywords/': () => ({ body: { ...KEYWORDS, notice: 'We could not read the website.' } }),
    });
    renderInstructions('/instruction');
    const user = userEvent.setup();

    await fillRequired(user);
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('button', { name: 'single origin' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('We could not read the website.')).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_NOTICE)).not.toBeInTheDocument();
    expect(tab('Presentation')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeEnabled();
    const sent = api.calls.find((c) => c.path === '/generate_keywords/')?.body;
    expect(sent?.get('brandName')).toBe('Copper Kettle');
    expect(sent?.get('website')).toBe('https://copper-kettle.test');
  });

  it("says when the website gave little, and marks keywords with the website's language", async () => {
    const little = 'We could read little from this website; keywords come from the brand name and your brand book.';
    fakeApi({
      'POST /generate_keywords/': () => ({
        body: {
          keywords: ['抹茶', '茶室'],
          prompts: ['a tea room'],
          source: 'brand-name',
          language: 'ja',
          websiteText: 'little',
          notice: little,
        },
      }),
    });
    renderInstructions('/instruction');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const matcha = await screen.findByRole('button', { name: '抹茶' });
    expect(matcha.querySelector('[lang="ja"]')).toHaveTextContent('抹茶');
    expect(screen.getByRole('status')).toHaveTextContent(little);
  });

  it('with no keywords found, says how to add your own, and one typed keyword completes the form', async () => {
    const notice = `We couldn't read the website (timeout); keywords come from the brand name. Add your own with "+ Add".`;
    const api = fakeApi({
      'POST /generate_keywords/': () => ({ body: { keywords: [], prompts: [], source: 'brand-name', websiteText: 'unread', notice } }),
    });
    renderInstructions('/instruction');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText(NO_KEYWORDS_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeDisabled();
    // The project's place goes with the request: its design words are keywords when the website says too little.
    expect(api.calls.find((c) => c.path === '/generate_keywords/')?.body?.get('projectLocation')).toBe('Lisbon');
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.type(screen.getByLabelText('New keyword'), 'amber glass{Enter}');
    expect(screen.getByRole('button', { name: 'amber glass' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeEnabled();
  });

  it('shows the spec message when generation fails', async () => {
    fakeApi({ 'POST /generate_keywords/': () => ({ status: 502, body: { error: 'upstream' } }) });
    renderInstructions('/instruction');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERATE_FAILED);
    expect(screen.getByRole('button', { name: 'Presentation' })).toBeDisabled();
  });

  it("shows the server's reason when it refuses the website", async () => {
    fakeApi({
      'POST /generate_keywords/': () => ({ status: 400, body: { code: 'VALIDATION', error: 'The website address is not valid.' } }),
    });
    renderInstructions('/instruction');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The website address is not valid.');
  });

  it('"+ Add" focuses its input; Enter adds trimmed, skips empty and duplicates; Escape cancels', async () => {
    fakeApi({});
    renderInstructions({ pathname: '/instruction', state: { keywords: ['Espresso'] } });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '+ Add' }));
    expect(screen.getByRole('textbox', { name: 'New keyword' })).toHaveFocus();
    await user.keyboard('  terracotta  {Enter}');
    expect(screen.getByRole('button', { name: 'terracotta' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('textbox', { name: 'New keyword' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.keyboard('espresso{Enter}');
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.keyboard('   {Enter}');
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.keyboard('linen{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New keyword' })).not.toBeInTheDocument();

    const pills = within(screen.getByRole('group', { name: 'Generated Keywords *' })).getAllByRole('button', { pressed: true });
    expect(pills.map((p) => p.textContent)).toEqual(['Espresso', 'terracotta']);
  });
});
