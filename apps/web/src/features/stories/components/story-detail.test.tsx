import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Story } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StoryDetail, storyJsonLd } from './story-detail.tsx';

const story: Story = {
  id: 's1',
  slug: 'from-village-to-ssc-cgl-1a2b3c',
  title: 'From my village to SSC CGL',
  exam: 'SSC CGL',
  year: 2025,
  post: 'Assistant Section Officer',
  state: 'odisha',
  body: '# My plan\n\nEvery day **four hours**.',
  tips: 'Revise the syllabus weekly.',
  photoUrl: '/api/files/photo-1',
  author: { id: 'u-9', name: 'Sunita Behera', avatarThumbUrl: null },
  status: 'published',
  rejectionReason: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  publishedAt: '2026-02-03T10:00:00.000Z',
};

const markdown = (source: string) => <div data-testid="markdown">{source}</div>;

describe('StoryDetail', () => {
  it('shows the facts, the author linked to their profile, the rendered body and tips', () => {
    renderWithProviders(<StoryDetail story={story} renderMarkdown={markdown} />);
    expect(screen.getByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunita Behera' })).toHaveAttribute('href', '/profile/u-9');
    expect(screen.getByText('Odisha')).toBeInTheDocument();
    expect(screen.getByText('Published 03/02/2026')).toBeInTheDocument();
    expect(screen.getByTestId('markdown')).toHaveTextContent('# My plan');
    expect(screen.getByText('Revise the syllabus weekly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByTestId('story-status-banner')).not.toBeInTheDocument();
  });

  it('says Anonymous when the author did not agree to show their name', () => {
    renderWithProviders(<StoryDetail story={{ ...story, author: null }} renderMarkdown={markdown} />);
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sunita/ })).not.toBeInTheDocument();
  });

  it('tells the author their story is pending review or why it was rejected', () => {
    const { rerender } = renderWithProviders(
      <StoryDetail story={{ ...story, status: 'pending', publishedAt: null }} renderMarkdown={markdown} />,
    );
    expect(screen.getByTestId('story-status-banner')).toHaveTextContent('Pending review');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    rerender(
      <StoryDetail
        story={{ ...story, status: 'rejected', rejectionReason: 'Please remove phone numbers.', publishedAt: null }}
        renderMarkdown={markdown}
      />,
    );
    expect(screen.getByTestId('story-status-banner')).toHaveTextContent('Rejected: Please remove phone numbers.');
  });
});

describe('storyJsonLd', () => {
  it('describes a published story as an Article', () => {
    expect(storyJsonLd(story, 'https://jobportal.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: story.title,
      datePublished: story.publishedAt,
      author: { '@type': 'Person', name: 'Sunita Behera' },
      image: ['https://jobportal.example/api/files/photo-1'],
      publisher: { '@type': 'Organization', name: 'JobPortal', url: 'https://jobportal.example' },
      mainEntityOfPage: 'https://jobportal.example/stories/from-village-to-ssc-cgl-1a2b3c',
      url: 'https://jobportal.example/stories/from-village-to-ssc-cgl-1a2b3c',
      about: 'SSC CGL 2025',
    });
  });

  it('names the site as author of an anonymous story, and leaves out a missing photo', () => {
    const json = storyJsonLd({ ...story, author: null, photoUrl: null }, 'https://jobportal.example');
    expect(json['author']).toEqual({ '@type': 'Organization', name: 'JobPortal', url: 'https://jobportal.example' });
    expect(json).not.toHaveProperty('image');
  });
});
