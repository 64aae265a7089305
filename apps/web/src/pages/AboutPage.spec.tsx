import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { TeamMembersDocument } from '../gql/graphql';
import { image } from '../testing/fixtures';
import { AboutPage } from './AboutPage';

const member = (id: string, name: string, position: string) => ({ __typename: 'TeamMember', id, name, position, image: image(id) });

const teamPage = (page: number, pageSize: number, totalItems: number, items: ReturnType<typeof member>[]) => ({
  request: { query: TeamMembersDocument, variables: { page, pageSize } },
  result: { data: { teamMembers: { __typename: 'TeamMemberList', totalItems, page, pageSize, items } } },
  delay: 20,
});

function renderAbout(mocks: ReturnType<typeof teamPage>[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('About page', () => {
  it('has the SPEC sections: story (love of animals, a platform for young African artists), impact linking to /conservation, the mission phrase', () => {
    renderAbout([teamPage(1, 100, 0, [])]);
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(story.textContent).toMatch(/love of animals/);
    expect(story.textContent).toMatch(/young African artists a platform/);
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    expect(impact.textContent).toMatch(/conservation/i);
    expect(impact.textContent).toMatch(/wildlife art/i);
    expect(within(impact).getByRole('link').getAttribute('href')).toBe('/conservation');
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(within(mission).getByText('Building Artists, Saving Species')).toBeTruthy();
  });

  it("its heading is a heading ('About Sawa Art Studio'), not the tab's title; no team yet: no empty Meet The Team", async () => {
    renderAbout([teamPage(1, 100, 0, [])]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Sawa Art Studio');
    expect(screen.getByRole('region', { name: 'Meet The Team' })).toBeTruthy(); // while it loads
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Meet The Team' })).toBeNull());
  });

  it('Meet The Team: a spinner while loading, then cards with image, name and position; View More links to /conservation', async () => {
    renderAbout([
      teamPage(1, 100, 2, [member('t1', 'Claudine Ingabire', 'Founder & Creative Director'), member('t2', 'Patrick Nshuti', 'Studio & Gallery Manager')]),
    ]);
    const team = screen.getByRole('region', { name: 'Meet The Team' });
    expect(within(team).getByRole('status').textContent).toBe('Loading the team...');
    const name = await within(team).findByRole('heading', { level: 3, name: 'Claudine Ingabire' });
    expect(within(team).queryByRole('status')).toBeNull();
    const card = name.closest('li')!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/t1.jpg');
    expect(within(card).getByText('Founder & Creative Director')).toBeTruthy();
    expect(within(team).getAllByRole('listitem')).toHaveLength(2);
    const viewMore = screen.getByRole('link', { name: 'View More' });
    expect(viewMore.getAttribute('href')).toBe('/conservation');
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('shows the whole team, paging through the API when it has more than one page', async () => {
    const first = Array.from({ length: 100 }, (_, i) => member(`m${i}`, `Member ${i + 1}`, 'Artist'));
    renderAbout([teamPage(1, 100, 101, first), teamPage(2, 100, 101, [member('m100', 'Member 101', 'Guide')])]);
    await screen.findByRole('heading', { level: 3, name: 'Member 101' }, { timeout: 5000 });
    expect(within(screen.getByRole('region', { name: 'Meet The Team' })).getAllByRole('heading', { level: 3 })).toHaveLength(101);
  });
});
