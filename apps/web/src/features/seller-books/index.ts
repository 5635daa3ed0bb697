/** The kitchen's books (issue 28 part 2, D108): turnover, the limits it nears, the accountant's CSV. */
export { BooksCard } from './books-card.tsx';
