// The blog (spec 2.1 /blog; categories vehicle-reviews, buyer-advice,
// motoring-tips, servicing-insights, 4x4xmore-adventures): /blog lists the
// site's posts newest first, a page of blogPageSize at a time, filtered by
// ?category=; /blog/{slug} is one post with its author, its date in the
// dealer's time zone, its 375x375 image (spec 2.6), its paragraphs and related
// posts. Every read is scoped by the site: another site's post, an unknown slug,
// category or page is a 404, and so is the blog of a site without posts.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  type BlogPost,
  blogCategories,
  blogCategoryLabels,
  blogListHref,
  blogPageCount,
  blogPageSize,
  blogParagraphs,
  blogPostPath,
  calendarDate,
  formatLongDate,
  parseBlogQuery,
  relatedBlogPosts,
  siteTimeZone,
} from "@forecourt/domain";
import { blogCategoryCounts, findBlogPostForSite, getDatabase, listBlogPostsForSite } from "@forecourt/db";
import { BlogCard, BlogCategoryNav, BlogImage, BlogPagination } from "@forecourt/ui/blog/blog-card";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { PageState, PageStateActions, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

type Query = Record<string, string | string[] | undefined>;

interface BlogPageProps extends SiteParams {
  searchParams: Promise<Query>;
}

interface BlogPostPageProps {
  params: Promise<{ site: string; slug: string }>;
}

/** The post's date as the dealer's calendar reads it (spec: dates formatted by domain, in the site's zone). */
function postDate(post: Pick<BlogPost, "published_at">, site: SiteContext) {
  const timeZone = siteTimeZone(site.config.region, site.config.state);
  const date = new Date(post.published_at);
  return { dateLabel: formatLongDate(date, site.region.locale, timeZone), dateTime: calendarDate(date, timeZone) };
}

function postCard(post: BlogPost, site: SiteContext, headingLevel: 2 | 3, priority = false) {
  const copy = siteCopy(site);
  return (
    <BlogCard
      title={copy(post.title)}
      href={blogPostPath(post.slug)}
      image={post.image_url}
      category={blogCategoryLabels[post.category]}
      excerpt={copy(post.excerpt)}
      headingLevel={headingLevel}
      priority={priority}
      {...postDate(post, site)}
    />
  );
}

export function createBlogPage(template: TemplateDefinition) {
  async function BlogPage({ params, searchParams }: BlogPageProps) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const query = parseBlogQuery(await searchParams);
    if (!query) notFound();
    const { db } = await getDatabase();
    const [counts, list] = await Promise.all([
      blogCategoryCounts(db, site.config),
      listBlogPostsForSite(db, site.config, { category: query.category, limit: blogPageSize, offset: (query.page - 1) * blogPageSize }),
    ]);
    const everyPost = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
    // spec 3 blogs.count: a site without posts has no blog (and links none).
    if (everyPost === 0) notFound();
    const pageCount = blogPageCount(list.total);
    if (query.page > pageCount) notFound();
    const categoryItems = [
      { label: "All posts", href: blogListHref(), current: query.category === null, count: everyPost },
      ...blogCategories
        .filter((category) => (counts[category] ?? 0) > 0 || category === query.category)
        .map((category) => ({ label: blogCategoryLabels[category], href: blogListHref({ category }), current: category === query.category, count: counts[category] ?? 0 })),
    ];
    const heading = query.category ? blogCategoryLabels[query.category] : "Blog";
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <header className="flex flex-col gap-2">
          {query.category ? (
            <p className="text-sm font-medium text-muted-foreground">
              <FrameworkLink href={blogListHref()} className="underline underline-offset-4">
                Blog
              </FrameworkLink>
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="max-w-prose text-muted-foreground">{copy(`Car reviews, buying advice, motoring tips and servicing insights from the team at ${site.config.name}.`)}</p>
        </header>
        <BlogCategoryNav items={categoryItems} />
        {list.posts.length === 0 ? (
          <PageState intent="empty" aria-labelledby="no-posts-heading">
            <PageStateTitle asChild>
              <h2 id="no-posts-heading">No posts in {heading} yet</h2>
            </PageStateTitle>
            <PageStateMessage>Read our other posts while we write this one.</PageStateMessage>
            <PageStateActions>
              <Button asChild>
                <FrameworkLink href={blogListHref()}>All posts</FrameworkLink>
              </Button>
            </PageStateActions>
          </PageState>
        ) : (
          <>
            <p data-slot="blog-count" className="text-sm text-muted-foreground">
              {list.total} {list.total === 1 ? "post" : "posts"}
              {pageCount > 1 ? `, page ${query.page} of ${pageCount}` : ""}
            </p>
            <ul data-slot="blog-posts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.posts.map((post, index) => (
                <li key={post.id} className="flex">
                  {postCard(post, site, 2, index === 0)}
                </li>
              ))}
            </ul>
            <BlogPagination page={query.page} pageCount={pageCount} hrefFor={(page) => blogListHref({ category: query.category, page })} />
          </>
        )}
      </div>
    );
  }

  async function generateMetadata({ params, searchParams }: BlogPageProps): Promise<Metadata> {
    const site = await requireSite(params, template);
    const query = parseBlogQuery(await searchParams);
    const category = query?.category ? `${blogCategoryLabels[query.category]} | ` : "";
    const page = query && query.page > 1 ? ` (page ${query.page})` : "";
    return { title: `${category}Blog${page}`, description: siteCopy(site)(`News, reviews and advice from ${site.config.name}.`) };
  }

  return { BlogPage, generateMetadata };
}

export function createBlogPostPage(template: TemplateDefinition) {
  async function findPost(params: BlogPostPageProps["params"]) {
    const { site: key, slug } = await params;
    const site = await requireSite(Promise.resolve({ site: key }), template);
    const { db } = await getDatabase();
    const post = await findBlogPostForSite(db, site.config, slug);
    if (!post) notFound();
    return { site, post, db };
  }

  async function BlogPostPage({ params }: BlogPostPageProps) {
    const { site, post, db } = await findPost(params);
    const copy = siteCopy(site);
    const { posts } = await listBlogPostsForSite(db, site.config);
    const related = relatedBlogPosts(posts, post);
    const { dateLabel, dateTime } = postDate(post, site);
    const category = blogCategoryLabels[post.category];
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <article aria-labelledby="post-title" className="mx-auto grid w-full max-w-5xl gap-8 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
          <header className="flex flex-col gap-3 md:col-span-2">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap gap-2 text-sm text-muted-foreground">
                <li>
                  <FrameworkLink href={blogListHref()} className="underline underline-offset-4">
                    Blog
                  </FrameworkLink>
                  <span aria-hidden="true"> /</span>
                </li>
                <li>
                  <FrameworkLink href={blogListHref({ category: post.category })} className="underline underline-offset-4">
                    {category}
                  </FrameworkLink>
                </li>
              </ol>
            </nav>
            <h1 id="post-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {copy(post.title)}
            </h1>
            <p data-slot="post-byline" className="text-sm text-muted-foreground">
              {post.author ? (
                <>
                  By <span className="font-medium text-foreground">{post.author}</span>
                  <span aria-hidden="true"> · </span>
                </>
              ) : null}
              <time dateTime={dateTime}>{dateLabel}</time>
            </p>
          </header>
          <div data-slot="post-body" className="flex max-w-prose flex-col gap-4 text-base leading-relaxed md:order-1">
            {blogParagraphs(post.body).map((paragraph, index) => (
              <p key={index}>{copy(paragraph)}</p>
            ))}
          </div>
          <BlogImage image={post.image_url} priority className="w-full max-w-[375px] rounded-lg md:order-2" />
        </article>
        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="flex flex-col gap-4">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
              Related posts
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((entry) => (
                <li key={entry.id} className="flex">
                  {postCard(entry, site, 3)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }

  async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
    const { site, post } = await findPost(params);
    const copy = siteCopy(site);
    return { title: copy(post.title), description: copy(post.excerpt), openGraph: { type: "article", title: copy(post.title), publishedTime: post.published_at } };
  }

  return { BlogPostPage, generateMetadata };
}
