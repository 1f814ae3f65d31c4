-- Demo data (DESIGN.md "Demo data"): Demo College is now Demo Visual Arts College, a name that sorts after
-- Demo University, so the librarian's first view (the first account by name) is the full dashboard.
-- The demo seed runs only on an empty database, so a data folder seeded earlier is renamed here. Only the
-- seeded record matches (its fixed id, site code and old name); other databases are untouched.
UPDATE accounts
   SET name = 'Demo Visual Arts College'
 WHERE id = 'bca52792-6dbf-566f-bd89-02063a3e1fb8' AND code = 'democoll' AND name = 'Demo College';
