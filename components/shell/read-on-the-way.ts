/**
 * The pages read on the way, from a footer, the basket or the cookie banner (the route table's
 * `legal` and `terms`): the simple layout gives them the brand's header and a way back. Matched by
 * their paths here, so the route table stays off the login page's first load;
 * read-on-the-way.test.ts holds both to the table.
 */
export const isReadOnTheWay = (pathname: string) => pathname === '/agb' || pathname.startsWith('/rechtliches/');
