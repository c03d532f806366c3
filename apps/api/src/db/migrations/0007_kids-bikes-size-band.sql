-- Children's bikes list wheel sizes (20", 24"), which were read as XL frames in inches and offered to tall
-- riders: every children's bike with a size now fits the smallest band (packages/domain sizes.ts).
UPDATE "bike_models" SET "size_bands" = ARRAY['S']::text[] WHERE "usage" = 'kids' AND cardinality("size_bands") > 0;
