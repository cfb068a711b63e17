# A stand-in for the part of Homebrew's formula DSL fontaudit's formula uses (scripts/release-fill
# writes it), to install it on a machine without Homebrew as `brew install` would: the blocks for
# this machine's OS and CPU choose the url and sha256; the archive is checked against the sha256,
# unpacked, and `install` runs in its single top-level folder with `bin` under PREFIX; then the
# formula's `test do` block runs, as `brew test` would.
#   ruby scripts/stubs/homebrew.rb FORMULA PREFIX
# Prints the installed binary's path; exits 1, saying why, when the formula gives this machine no
# archive, the download's SHA-256 differs, `install` puts nothing in PREFIX/bin, or the test fails.
require "digest"
require "fileutils"
require "open-uri"
require "tmpdir"

class Formula
  class << self
    attr_reader :fields

    def set(name, value) = (@fields ||= {})[name] = value
    def desc(text) = set(:desc, text)
    def homepage(text) = set(:homepage, text)
    # As Homebrew does when the formula names none: the version in the url's file name.
    def version(text = nil) = text ? set(:version, text) : (@fields[:version] || @fields[:url][/-(\d+\.\d+\.\d+[^-]*)-/, 1])
    def url(text) = set(:url, text)
    def sha256(text) = set(:sha256, text)
    def depends_on(name) = ((@fields ||= {})[:depends_on] ||= []) << name
    def on_macos = (yield if RUBY_PLATFORM.include?("darwin"))
    def on_linux = (yield if RUBY_PLATFORM.include?("linux"))
    def on_intel = (yield if RUBY_PLATFORM.start_with?("x86_64"))
    def on_arm = (yield if RUBY_PLATFORM.start_with?("aarch64", "arm64"))
    def test(&block) = set(:test, block)
  end

  Bin = Struct.new(:folder) do
    def install(path)
      FileUtils.mkdir_p(folder)
      FileUtils.cp(path, folder)
    end

    def to_s = folder
  end

  attr_accessor :prefix

  def bin = Bin.new(File.join(prefix, "bin"))
  def version = self.class.version

  # What the formula's `test do` block uses.
  def shell_output(command)
    output = `#{command}`
    raise "`#{command}` exited #{$?.exitstatus}" unless $?.success?
    output
  end

  def assert_equal(expected, actual)
    raise "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
  end
end

formula_path, prefix = ARGV
abort "usage: ruby scripts/stubs/homebrew.rb FORMULA PREFIX" unless formula_path && prefix
load formula_path
formula = Object.const_get(File.basename(formula_path, ".rb").capitalize)
fields = formula.fields
abort "the formula gives #{RUBY_PLATFORM} no url and sha256" unless fields[:url] && fields[:sha256]
Dir.mktmpdir do |work|
  archive = File.join(work, File.basename(fields[:url]))
  uri = URI.parse(fields[:url])
  File.binwrite(archive, uri.scheme == "file" ? File.binread(uri.path) : uri.open(&:read))
  actual = Digest::SHA256.file(archive).hexdigest
  abort "#{fields[:url]} has SHA-256 #{actual}, the formula says #{fields[:sha256]}" unless actual == fields[:sha256]
  unpacked = File.join(work, "unpacked")
  FileUtils.mkdir_p(unpacked)
  system("tar", "-xzf", archive, "-C", unpacked, exception: true)
  top = Dir.children(unpacked)
  folder = top.size == 1 ? File.join(unpacked, top[0]) : unpacked # Homebrew enters a lone folder
  installed = formula.new.tap { |f| f.prefix = prefix }
  Dir.chdir(folder) { installed.install }
end
binary = File.join(prefix, "bin", "fontaudit")
abort "install put no bin/fontaudit in #{prefix}" unless File.executable?(binary)
abort "the formula has no test block" unless fields[:test]
formula.new.tap { |f| f.prefix = prefix }.instance_exec(&fields[:test]) # `brew test`
puts binary
