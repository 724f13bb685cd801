-- 0016: site configuration published by an operator (modules/cms, docs/decisions.md "Site
-- configuration"). A brand's documents come from its files under config/brands/<brand>/; a row
-- here replaces one document for every instance until it is withdrawn (body NULL: the file
-- serves again). The row keeps its time either way, so last_publication_timestamp only grows.
CREATE TABLE cms_documents (
  brand text NOT NULL,
  document text NOT NULL,
  body jsonb,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  PRIMARY KEY (brand, document)
);
