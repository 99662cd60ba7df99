import { graphql } from '../../__generated__';

/** The whole catalogue and the balance the price check reads; the page and the picker share it. */
export const ApplicationCatalogueDocument = graphql(`
  query ApplicationCatalogue {
    products {
      id
      ...ProductCard_product @unmask
    }
    me {
      id
      practice {
        id
        balance
      }
    }
  }
`);
